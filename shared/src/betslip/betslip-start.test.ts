import { afterEach, describe, expect, it, vi } from 'vitest';
import { racingLeg } from '@wagering/testing/betslip';

const live = vi.hoisted(() => ({ subscribeLive: vi.fn(() => () => {}) }));
vi.mock('@wagering/shared/api', async (original) => ({
  ...(await original<typeof import('@wagering/shared/api')>()),
  subscribeLive: live.subscribeLive,
}));

/**
 * Importing the kit's betslip (as the server's render and every remote do) wires nothing: no subscription, no
 * storage, no call; the shell's client boot starts it (shell/src/app/boot/start-services.ts).
 */
describe('the betslip at import', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('subscribes to nothing, reads and writes no storage and calls nothing until started', async () => {
    // What the betslip sits on is loaded first: only the betslip's own import is watched.
    const { bus } = await import('@wagering/shared/bus');
    const { preferencesStore, sessionStore, uiStore } = await import('@wagering/shared/session');
    const stores = [sessionStore, uiStore, preferencesStore].map((store) => vi.spyOn(store, 'subscribe'));
    const busOn = vi.spyOn(bus, 'on');
    const storage = [vi.spyOn(localStorage, 'getItem'), vi.spyOn(localStorage, 'setItem')];
    // A restored slip asks its prices again once started; the answer does not matter here.
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('wagering-state', JSON.stringify({ betslip: { legs: [racingLeg({ event_id: 5 })] } }));
    storage.forEach((spy) => spy.mockClear());

    const { betslipStore, startBetslip } = await import('@wagering/shared/betslip');

    expect(live.subscribeLive).not.toHaveBeenCalled();
    expect(busOn).not.toHaveBeenCalled();
    stores.forEach((subscribe) => expect(subscribe).not.toHaveBeenCalled());
    storage.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    expect(fetch).not.toHaveBeenCalled();
    expect(betslipStore.getState().legs).toEqual([]);

    // Started, it does all of that (so the spies above would have seen it).
    const stop = startBetslip();
    expect(live.subscribeLive).toHaveBeenCalledWith('odds', expect.any(Function));
    expect(busOn).toHaveBeenCalledWith('betslip:drawer:request', expect.any(Function));
    expect(sessionStore.subscribe).toHaveBeenCalled();
    expect(uiStore.subscribe).toHaveBeenCalled();
    expect(storage[0]).toHaveBeenCalledWith('wagering-state');
    expect(betslipStore.getState().legs).toHaveLength(1);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    stop();
    localStorage.clear();
  });
});
