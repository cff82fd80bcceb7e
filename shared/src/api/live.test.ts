import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@wagering/shared/bus';
import { login, logout, sessionStore } from '@wagering/shared/session';
import { startLive, subscribeLive } from './live';
import { mockApi } from '@wagering/testing/api';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  readyState = 1;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  dispatch(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
}
const options = { EventSourceImpl: FakeEventSource as unknown as typeof EventSource };
/** Let pending promises and timers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const latest = () => FakeEventSource.instances[FakeEventSource.instances.length - 1];

describe('the live stream', () => {
  // The stop startLive returns, as the shell keeps it.
  let stopStream = () => {};
  afterEach(() => {
    stopStream();
    FakeEventSource.instances = [];
  });

  it('opens one EventSource on /v1/live per page', async () => {
    stopStream = startLive(options);
    stopStream = startLive(options);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe('/v1/live');
  });

  it('without EventSource the page works without live updates', () => {
    vi.stubGlobal('EventSource', undefined);
    try {
      expect(() => startLive()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('dispatches odds, race and balance events to their subscribers', async () => {
    stopStream = startLive(options);
    await settle();
    const odds = vi.fn();
    const race = vi.fn();
    subscribeLive('odds', odds);
    const stop = subscribeLive('race', race);
    latest().dispatch('odds', JSON.stringify({ race_id: 1, runners: [{ saddle_number: 3, odds: { FWIN: 2.4 } }] }));
    stop();
    latest().dispatch('race', JSON.stringify({ event_id: 1, race_id: 1, race_status: 'Closed', jumps_in_sec: 0 }));
    expect(odds).toHaveBeenCalledWith({ race_id: 1, runners: [{ saddle_number: 3, odds: { FWIN: 2.4 } }] });
    expect(race).not.toHaveBeenCalled();
  });

  it("dispatches the punter's Blackbook alerts to their subscribers", async () => {
    stopStream = startLive(options);
    await settle();
    const onAlert = vi.fn();
    const off = subscribeLive('blackbook', onAlert);
    const alert = {
      alert: 'jump-soon',
      message: 'Blackbook: Star Legend jumps in 10 minutes in Flemington R3.',
      event_id: 501,
      meeting_id: 50,
      runner_name: 'Star Legend',
      start_time: '2026-11-26T06:34:00.000Z',
    };
    latest().dispatch('blackbook', JSON.stringify(alert));
    off();
    expect(onAlert).toHaveBeenCalledWith(alert);
  });

  it('forwards notification events to the bus', async () => {
    stopStream = startLive(options);
    await settle();
    const onBus = vi.fn();
    const off = bus.on('notification', onBus);
    const event = {
      id: 'T1',
      event_description: 'R1 Flemington',
      outcome: 'Win',
      status: 'Accepted',
      balance_effect: '-10.00',
      type: 'Bet',
    };
    latest().dispatch('notification', JSON.stringify(event));
    off();
    expect(onBus).toHaveBeenCalledWith(event);
  });

  it('drops a malformed event without closing the stream', async () => {
    stopStream = startLive(options);
    await settle();
    const odds = vi.fn();
    subscribeLive('odds', odds);
    latest().dispatch('odds', '{oops');
    expect(odds).not.toHaveBeenCalled();
    expect(latest().closed).toBe(false);
  });

  it('reopens the stream when the punter logs in or out, so it carries their own events', async () => {
    vi.stubGlobal('fetch', mockApi({}));
    try {
      stopStream = startLive(options);
      await settle();
      login({ access_token: 'tok', user_id: 1 });
      await settle();
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(FakeEventSource.instances[0].closed).toBe(true);
      logout();
      await settle();
      expect(FakeEventSource.instances).toHaveLength(3);
      expect(latest().url).toBe('/v1/live');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a punter’s stream opens by the session cookie (withCredentials): no ticket, no token, no call first', async () => {
    const fetch = mockApi({});
    vi.stubGlobal('fetch', fetch);
    try {
      login({ access_token: 'secret-token', user_id: 1 });
      stopStream = startLive(options);
      await settle();
      expect(latest().url).toBe('/v1/live');
      expect(latest().init).toEqual({ withCredentials: true });
      expect(fetch.requests).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      logout();
    }
  });

  it('a stream the server refuses (its session ended or ran out) logs the page out by the 401 of the account state, then opens again', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Unauthorised. Please log in again.', errors: {} }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      login({ access_token: 'tok', user_id: 1 });
      stopStream = startLive(options);
      const refused = latest();
      refused.readyState = 2;
      refused.dispatch('error', '');
      await vi.advanceTimersByTimeAsync(0);
      expect(new URL((fetch.mock.calls[0] as unknown as [Request])[0].url, 'http://x').pathname).toBe(
        '/v1/clients/state',
      );
      expect(sessionStore.getState().isLoggedIn).toBe(false);
      await vi.advanceTimersByTimeAsync(3000);
      expect(latest()).not.toBe(refused);
      expect(latest().closed).toBe(false);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      logout();
    }
  });
});
