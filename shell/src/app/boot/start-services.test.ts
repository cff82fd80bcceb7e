import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@wagering/shared/api';
import { bus, type NotificationEvent } from '@wagering/shared/bus';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { startServices } from './start-services';

const live = vi.hoisted(() => ({
  startLive: vi.fn(() => () => {}),
  watchAccountState: vi.fn(() => () => {}),
  handlers: new Map<string, (data: unknown) => void>(),
}));
vi.mock('@wagering/shared/api', async (original) => ({
  ...(await original<typeof import('@wagering/shared/api')>()),
  startLive: live.startLive,
  watchAccountState: live.watchAccountState,
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
    sessionStore.setState({ alerts: [], alertsReceivedAt: {}, isLoggedIn: false, userData: {} });
  });

  it('opens the live stream once', () => {
    vi.stubGlobal('EventSource', class {});
    stop = startServices();
    expect(live.startLive).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('turns bus notifications into alert toasts', () => {
    stop = startServices();
    bus.emit('notification', notification);
    expect(sessionStore.getState().alerts).toEqual([notification]);
  });

  it("turns the live stream's Blackbook alerts into toasts", () => {
    stop = startServices();
    const toasts: unknown[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    live.handlers.get('blackbook')?.({ alert: 'jump-soon', message: 'Blackbook: Star Legend jumps in 10 minutes' });
    off();
    expect(toasts).toEqual([{ kind: 'info', message: 'Blackbook: Star Legend jumps in 10 minutes' }]);
  });

  it("keeps the account state in the page's one query cache current from the live stream", () => {
    stop = startServices();
    expect(live.watchAccountState).toHaveBeenCalledWith(getQueryClient());
  });

  it('records the layout class of the window as the current device', () => {
    window.innerWidth = 1440;
    stop = startServices();
    expect(uiStore.getState().currentDevice).toBe('desktop');
  });

  it('wires the app bridge requests', () => {
    stop = startServices();
    bus.emit('search:drawer:request');
    expect(uiStore.getState().mobileSearchOpen).toBe(true);
  });
});
