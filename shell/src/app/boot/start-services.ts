import { bus } from '@wagering/shared/bus';
import { getQueryClient, startLive, subscribeLive, watchAccountState } from '@wagering/shared/api';
import { addAlert, setCurrentDevice, startPreferences, startSession, startUi } from '@wagering/shared/session';
import { layoutClassFor } from '@wagering/shared/runtime';
import { startBetslip } from '@wagering/shared/betslip';
import { startNativeBridge } from '../bridge/native-bridge';
import { moveLegacySession } from './legacy-session';
import { tellWhenPicksHidden } from '../remotes/remote-health';

/**
 * What the shell starts once at boot, before the first render: the client state (session first, then preferences and
 * UI flags, each restoring its stored slice), the betslip (its persisted slice, live prices and listeners: it reads
 * the session's punter), the page's one live stream and what it keeps current, the bus listeners the shell owns, and
 * the mobile app bridge. Importing the kit starts none of it, so the server's render never does. Returns the function
 * that stops them (tests, hot reload).
 */
export function startServices(): () => void {
  const stops = [
    startSession(),
    startPreferences(),
    startUi(),
    startBetslip(),
    // Bet and transfer notifications become alert toasts (the session keeps them, newest first).
    bus.on('notification', addAlert),
    // A saved runner entered today or about to jump: a simple toast through the bus, like every other short notice.
    subscribeLive('blackbook', (alert) => bus.emit('toast', { kind: 'info', message: alert.message })),
    // The live balance and account events keep the account state in the page's one query cache current (header,
    // betslip, banking), and an approved ID lets the punter deposit and bet at once, without polling or a new login.
    watchAccountState(getQueryClient()),
    startNativeBridge(),
    tellWhenPicksHidden(),
  ];
  void moveLegacySession();
  const onResize = () => setCurrentDevice(layoutClassFor(window.innerWidth));
  onResize();
  window.addEventListener('resize', onResize);
  stops.push(() => window.removeEventListener('resize', onResize));
  // EventSource is absent in some embedded browsers; the site then works from queries alone.
  if (typeof EventSource !== 'undefined') stops.push(startLive());
  return () => stops.forEach((stop) => stop());
}
