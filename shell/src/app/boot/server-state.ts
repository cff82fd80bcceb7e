import { browserZone, storedThemeMode } from '@wagering/shared/theme';
import type { PageState } from '../server/page-html';

/** What the server rendered this page with (its page state), or undefined for a browser render. */
export interface ServerState extends PageState {
  /**
   * The page was drawn in the theme chosen on this device: it hydrates (else the browser renders it anew, with the
   * data). Its zone does not matter: times hydrate in the server's zone and turn to the browser's in place.
   */
  hydrates: boolean;
}

/**
 * The server's render of this page, if there is one. A page rendered in another theme than the one chosen on this
 * device (chosen before the theme cookie existed) is rendered by the browser instead, so no colour flips as it
 * hydrates; one rendered in another time zone (a first visit: the server guessed the brand's zone) is kept, its times
 * patched in place (useTimeZone). The cookies set here (`tz`) and by initBrand make the next page right at once.
 */
export function serverState(doc: Document = document): ServerState | undefined {
  document.cookie = `tz=${encodeURIComponent(browserZone())}; path=/; max-age=31536000; samesite=lax`;
  if (!doc.getElementById('root')?.hasAttribute('data-ssr')) return undefined;
  try {
    const state = JSON.parse(doc.getElementById('ssr-state')?.textContent ?? '') as ServerState;
    const chosen = storedThemeMode();
    return { ...state, hydrates: !chosen || chosen === state.mode };
  } catch {
    return undefined;
  }
}
