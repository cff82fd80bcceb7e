import type { DehydratedState } from '@tanstack/react-query';

/** What the server rendered this page with (shell/src/app/server/page-html.ts), or undefined for a browser render. */
export interface ServerState {
  mode: string;
  zone: string;
  now: number;
  data: DehydratedState | undefined;
  /** The page was drawn in the browser's zone: it hydrates (else the browser renders it anew, with the data). */
  hydrates: boolean;
}

/** The browser's own time zone, which it tells the server for its next page (the `tz` cookie). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The server's render of this page, if there is one. A page rendered in another time zone than the
 * browser's (a first visit: the server guessed the brand's zone) is rendered by the browser instead, so no time flips
 * as it hydrates; the cookie set here makes the next page right.
 */
export function serverState(doc: Document = document): ServerState | undefined {
  document.cookie = `tz=${encodeURIComponent(browserZone())}; path=/; max-age=31536000; samesite=lax`;
  if (!doc.getElementById('root')?.hasAttribute('data-ssr')) return undefined;
  try {
    const state = JSON.parse(doc.getElementById('ssr-state')?.textContent ?? '') as ServerState;
    return { ...state, hydrates: state.zone === browserZone() };
  } catch {
    return undefined;
  }
}
