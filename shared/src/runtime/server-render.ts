import { startTransition, useEffect, useState } from 'react';

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

/** Pins renderNow (the server, per render; the browser, from the HTML until the page's content has hydrated). */
export function pinRenderClock(at: number | undefined): void {
  pinnedNow = at;
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
