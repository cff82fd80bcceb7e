import { createContext, startTransition, useContext, useEffect, useState } from 'react';

// What the browser's first render must share with the server's, so that hydration finds the same HTML (issue 23).

/**
 * False on the server and in the first render in the browser (the one that hydrates the server's HTML), true right
 * after: what only the browser can know (the punter's session, the window's width, the betslip) renders then, so it
 * never differs from the server's HTML. The switch renders as a transition, in slices that let a tap through, not in
 * one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

let pinnedNow: number | undefined;

/**
 * The time a page's first render is drawn at: the moment the server rendered it, while the server renders and while
 * the browser hydrates that HTML (a countdown reads the same second on both), else the clock.
 */
export const renderNow = (): number => pinnedNow ?? Date.now();

/** Pins renderNow in the browser, from the HTML until the page's content has hydrated. */
export function pinRenderClock(at: number | undefined): void {
  pinnedNow = at;
}

/** The moment a server render draws its page at: given to the render's tree, never set on the process. */
export const RenderClock = createContext<number | undefined>(undefined);

/** renderNow as a component reads it: the server render's own moment, else the browser's (pinned while hydrating). */
export const useRenderNow = (): (() => number) => {
  const at = useContext(RenderClock);
  return at === undefined ? renderNow : () => at;
};

/** The attribute the server puts on a page's container: its HTML is the page, to hydrate rather than render anew. */
export const SERVER_RENDERED = 'data-ssr';

/** A region of server HTML that a React root may take over: a page remote's container, or the shell's root. */
const REGION = `[${SERVER_RENDERED}],#root`;

declare global {
  interface Window {
    /** Taps held by index.html's inline script on server-rendered regions not yet live. */
    __heldTaps?: Element[];
  }
}

/**
 * A server-rendered region (the shell's root, or a page remote's container) now belongs to its React root: taps go
 * to React from now on, and those index.html held while it was plain HTML are replayed, in order (React hydrates
 * what was tapped first, at once). Taps on what is no longer in the page are dropped.
 */
export function takeOverRegion(region: Element): void {
  region.setAttribute('data-live', '');
  // In a task of its own: React hydrates a tapped root at once only outside its own render and effects.
  setTimeout(() => {
    const held = window.__heldTaps ?? [];
    for (const tap of [...held]) {
      if (tap.isConnected && tap.closest(REGION) !== region) continue;
      held.splice(held.indexOf(tap), 1);
      if (tap.isConnected) (tap as HTMLElement).click();
    }
  });
}

/**
 * What a hydrating root does when the server's HTML did not match its first render (React then renders that part
 * anew in the browser): say so, loudly, so e2e fails on it (e2e/fixtures) and it is never silently slower.
 */
export function reportHydrationMismatch(error: unknown): void {
  console.error('[hydration] the server-rendered HTML did not match the first render:', error);
}

/**
 * True once the page has hydrated and the browser has had an idle moment (at most `timeout` ms later): what is off
 * screen (overlays, drawers) loads then, after the page's content and the widgets in view.
 */
export function useIdleAfterHydration(timeout = 2_000): boolean {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout });
    return () => cancelIdleCallback(id);
  }, [hydrated, timeout]);
  return idle;
}
