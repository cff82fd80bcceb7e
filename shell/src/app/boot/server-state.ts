import { storedThemeMode } from '@wagering/shared/theme';
import type { PageState } from '../server/page-html';

/** What the server rendered this page with (its page state), or undefined for a browser render. */
export interface ServerState extends PageState {
  /**
   * The page was drawn in the browser's zone and in the theme chosen on this device: it hydrates (else the browser
   * renders it anew, with the data).
   */
  hydrates: boolean;
}

/** The browser's own time zone, which it tells the server for its next page (the `tz` cookie). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The server's render of this page, if there is one. A page rendered in another time zone than the browser's (a first
 * visit: the server guessed the brand's zone), or in another theme than the one chosen on this device (chosen before
 * the theme cookie existed), is rendered by the browser instead, so no time or colour flips as it hydrates; the
 * cookies set here and by initBrand make the next page right.
 */
export function serverState(doc: Document = document): ServerState | undefined {
  document.cookie = `tz=${encodeURIComponent(browserZone())}; path=/; max-age=31536000; samesite=lax`;
  if (!doc.getElementById('root')?.hasAttribute('data-ssr')) return undefined;
  try {
    const state = JSON.parse(doc.getElementById('ssr-state')?.textContent ?? '') as ServerState;
    const chosen = storedThemeMode();
    return { ...state, hydrates: state.zone === browserZone() && (!chosen || chosen === state.mode) };
  } catch {
    return undefined;
  }
}
