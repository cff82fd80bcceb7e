import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The zone a server render tells time in (the `tz` cookie, else the first visit's zone): given to the render's tree,
 * never set on the process, so renders of pages for different zones can run side by side.
 */
export const RenderZone = createContext<string | undefined>(undefined);

/** The zone the server drew the page being hydrated in (its page state), read by the browser's first render. */
let hydrationZone: string | undefined;

/** The browser is about to hydrate a page the server drew in `zone`. */
export function hydrateInZone(zone: string | undefined): void {
  hydrationZone = zone;
}

let ownZone: string | undefined;

/** The browser's own time zone, asked once: every time on a page reads it, and asking builds an Intl formatter. */
export const browserZone = (): string => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

// A browser's zone does not change while a page is open.
const unchanging = () => () => {};

/**
 * The zone the page tells time in. On the server, the render's; in the browser, while hydrating, the zone the server
 * drew in (so hydration keeps the server's HTML in any zone), then the browser's own: React renders the times again
 * in place right after hydration (useSyncExternalStore's server snapshot), and a page rendered in the browser starts
 * in its own zone.
 */
export function useTimeZone(): string {
  const rendering = useContext(RenderZone);
  return useSyncExternalStore(
    unchanging,
    () => rendering ?? browserZone(),
    () => rendering ?? hydrationZone ?? browserZone(),
  );
}
