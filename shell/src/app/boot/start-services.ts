import { bus } from '@wagering/shared/bus';
import { startLive, subscribeLive } from '@wagering/shared/api';
import { centsToDollars } from '@wagering/shared/format';
import { addAlert, mergeUser, sessionStore, setCurrentDevice } from '@wagering/shared/session';
import { layoutClassFor } from '@wagering/shared/runtime';
// The betslip store restores its persisted slice and starts its bus listeners when first imported.
import '@wagering/shared/betslip';
import { startNativeBridge } from '../bridge/native-bridge';
import { readClientState } from './refresh-client-state';

/**
 * What the shell starts once at boot, before the first render: the persisted client state (restored when the
 * session, UI and betslip stores are imported above), the page's one live stream, the bus listeners the shell
 * owns, and the mobile app bridge. Returns the function that stops them (tests, hot reload).
 */
export function startServices({ webview }: { webview: boolean }): () => void {
  const stops = [
    // Bet and transfer notifications become alert toasts (the session keeps them, newest first).
    bus.on('notification', addAlert),
    // The live balance keeps the header and betslip figures current without polling.
    subscribeLive('balance', ({ cash_cents }) => {
      if (sessionStore.getState().isLoggedIn) mergeUser({ account_balance: centsToDollars(cash_cents) });
    }),
    // An approved ID lets the punter deposit and bet at once, on every open page, without a new login.
    subscribeLive('account', ({ user_verified, verification_status }) => {
      if (sessionStore.getState().isLoggedIn) mergeUser({ user_verified, verification_status });
    }),
    startNativeBridge({ webview }),
  ];
  // The persisted session may be older than the account (an ID approved while the page was closed): read it again.
  if (sessionStore.getState().isLoggedIn) void readClientState().catch(() => undefined);
  const onResize = () => setCurrentDevice(layoutClassFor(window.innerWidth));
  onResize();
  window.addEventListener('resize', onResize);
  stops.push(() => window.removeEventListener('resize', onResize));
  // EventSource is absent in some embedded browsers; the site then works from queries alone.
  if (typeof EventSource !== 'undefined') stops.push(startLive());
  return () => stops.forEach((stop) => stop());
}
