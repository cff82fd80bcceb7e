import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus, type NotificationEvent } from '@wagering/shared/bus';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { startServices } from './start-services';

const live = vi.hoisted(() => ({
  startLive: vi.fn(() => () => {}),
  handlers: new Map<string, (data: unknown) => void>(),
}));
vi.mock('@wagering/shared/api', async (original) => ({
  ...(await original<typeof import('@wagering/shared/api')>()),
  startLive: live.startLive,
  subscribeLive: (kind: string, handler: (data: unknown) => void) => {
    live.handlers.set(kind, handler);
    return () => live.handlers.delete(kind);
  },
}));

const notification: NotificationEvent = {
  id: 'T1',
  event_description: 'R1 Flemington',
  outcome: 'Fast Horse',
  status: 'Accepted',
  balance_effect: '10',
  type: 'Bet',
};

describe('what the shell starts at boot', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    sessionStore.setState({ alerts: [], isLoggedIn: false, userData: {} });
  });

  it('opens the live stream once', () => {
    vi.stubGlobal('EventSource', class {});
    stop = startServices({ webview: false });
    expect(live.startLive).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('turns bus notifications into alert toasts', () => {
    stop = startServices({ webview: false });
    bus.emit('notification', notification);
    expect(sessionStore.getState().alerts).toEqual([notification]);
  });

  it("keeps a logged-in punter's balance current from the live stream", () => {
    sessionStore.setState({ isLoggedIn: true, userData: { user_id: 'u1', account_balance: 5 } });
    stop = startServices({ webview: false });
    live.handlers.get('balance')!({ cash_cents: 12_345, bonus_cents: 0 });
    expect(sessionStore.getState().userData.account_balance).toBe(123.45);
  });

  it('records the layout class of the window as the current device', () => {
    window.innerWidth = 1440;
    stop = startServices({ webview: false });
    expect(uiStore.getState().currentDevice).toBe('desktop');
  });

  it('wires the app bridge requests', () => {
    stop = startServices({ webview: false });
    bus.emit('search:drawer:request');
    expect(uiStore.getState().mobileSearchOpen).toBe(true);
  });
});
