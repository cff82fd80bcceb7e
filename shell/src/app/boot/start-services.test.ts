import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@wagering/shared/api';
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
  // A logged-in boot reads the account state; no server answers here unless a test says so.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 503 })),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    stop();
    sessionStore.setState({ alerts: [], alertsReceivedAt: {}, isLoggedIn: false, userData: {} });
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

  it('an approved ID (the live account event) makes the logged-in punter verified at once', () => {
    sessionStore.setState({ isLoggedIn: true, userData: { user_id: 'u1', user_verified: false } });
    stop = startServices({ webview: false });
    live.handlers.get('account')!({ user_verified: true, verification_status: 'verified' });
    expect(sessionStore.getState().userData.user_verified).toBe(true);
  });

  it("reads a logged-in punter's account state again at boot (the stored session may be older than an approval)", async () => {
    const server = mockApi({
      get: {
        '/clients/state': () => ({
          user_verified: true,
          verification_status: 'verified',
          self_excluded_until: null,
          cash_cents: 500,
          bonus_cents: 0,
          withdrawable_cents: 500,
          bonus_bets_count: 0,
          dividend_boosts_count: 0,
        }),
      },
    });
    vi.stubGlobal('fetch', server);
    sessionStore.setState({ isLoggedIn: true, userData: { user_id: 'u1', user_verified: false, access_token: 't' } });
    stop = startServices({ webview: false });
    await vi.waitFor(() => expect(sessionStore.getState().userData.user_verified).toBe(true));
    expect(server.requests[0]!.url.pathname).toBe('/v1/clients/state');
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
