import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every subscription to a kit store and to the live stream, counted from the first import on.
const seen = vi.hoisted(() => ({ storeSubscriptions: 0, liveSubscriptions: [] as string[] }));

vi.mock('zustand/vanilla', async (original) => {
  const zustand = await original<typeof import('zustand/vanilla')>();
  const createStore = (init: never) => {
    const store = zustand.createStore(init);
    const subscribe = store.subscribe;
    store.subscribe = (listener) => {
      seen.storeSubscriptions += 1;
      return subscribe(listener);
    };
    return store;
  };
  return { ...zustand, createStore };
});
vi.mock('@wagering/shared/api', async (original) => {
  const api = await original<typeof import('@wagering/shared/api')>();
  const subscribeLive: typeof api.subscribeLive = (kind, handler) => {
    seen.liveSubscriptions.push(kind);
    return api.subscribeLive(kind, handler);
  };
  return { ...api, subscribeLive };
});

/**
 * Every subpath of the kit and of the contract, as the shell, the remotes and the server's render import them
 * (`./build` is the build recipe, run by rspack, never imported by a page).
 */
const SUBPATHS: Record<string, () => Promise<unknown>> = {
  '@wagering/contract/constants': () => import('@wagering/contract/constants'),
  '@wagering/contract/format': () => import('@wagering/contract/format'),
  '@wagering/contract/format/zone-days': () => import('@wagering/contract/format/zone-days'),
  '@wagering/contract/forms': () => import('@wagering/contract/forms'),
  '@wagering/contract/wagering': () => import('@wagering/contract/wagering'),
  '@wagering/contract/schemas': () => import('@wagering/contract/schemas'),
  '@wagering/contract/api': () => import('@wagering/contract/api'),
  '@wagering/contract/canary': () => import('@wagering/contract/canary'),
  '@wagering/contract/money': () => import('@wagering/contract/money'),
  '@wagering/shared/bus': () => import('@wagering/shared/bus'),
  '@wagering/shared/constants': () => import('@wagering/shared/constants'),
  '@wagering/shared/format': () => import('@wagering/shared/format'),
  '@wagering/shared/forms': () => import('@wagering/shared/forms'),
  '@wagering/shared/wagering': () => import('@wagering/shared/wagering'),
  '@wagering/shared/theme': () => import('@wagering/shared/theme'),
  '@wagering/shared/session': () => import('@wagering/shared/session'),
  '@wagering/shared/api': () => import('@wagering/shared/api'),
  '@wagering/shared/betslip': () => import('@wagering/shared/betslip'),
  '@wagering/shared/router': () => import('@wagering/shared/router'),
  '@wagering/shared/runtime': () => import('@wagering/shared/runtime'),
  '@wagering/shared/runtime/contract': () => import('@wagering/shared/runtime/contract'),
  '@wagering/shared/runtime/standalone': () => import('@wagering/shared/runtime/standalone'),
  '@wagering/shared/ui': () => import('@wagering/shared/ui'),
};

/** The subpaths a package.json beside this folder exports, as imported ("@wagering/shared/bus"). */
function subpathsOf(packageJson: string): string[] {
  const { name, exports } = JSON.parse(readFileSync(new URL(packageJson, import.meta.url), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return Object.keys(exports)
    .filter((key) => key !== './build' && key !== './package.json')
    .map((key) => `${name}/${key.slice(2)}`);
}

/** What a module could do on import that a page would feel: I/O, storage, listeners, timers. */
function watchTheBrowser() {
  const fetch = vi.fn(() => Promise.reject(new Error('offline')));
  vi.stubGlobal('fetch', fetch);
  const eventSource = vi.fn();
  vi.stubGlobal('EventSource', eventSource);
  localStorage.setItem('wagering-state', JSON.stringify({ session: { isLoggedIn: true, userData: { user_id: 7 } } }));
  return {
    fetch,
    eventSource,
    storage: (['getItem', 'setItem', 'removeItem', 'clear'] as const).map((method) => vi.spyOn(localStorage, method)),
    listeners: [vi.spyOn(window, 'addEventListener'), vi.spyOn(document, 'addEventListener')],
    timers: [vi.spyOn(globalThis, 'setTimeout'), vi.spyOn(globalThis, 'setInterval')],
  };
}

/**
 * Importing the kit wires nothing (the server's render and every remote import it): no storage, no call, no listener,
 * no timer, no subscription. The shell's client boot starts what the page needs (shell/src/app/boot/start-services.ts),
 * as a remote's standalone page does (runtime/standalone.tsx).
 */
describe('the kit at import', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists every subpath the kit and the contract export', () => {
    expect(Object.keys(SUBPATHS).sort()).toEqual(
      [...subpathsOf('../../contract/package.json'), ...subpathsOf('../package.json')].sort(),
    );
  });

  it('reads and writes no storage, calls nothing, listens to nothing and subscribes to nothing', async () => {
    // React DOM is loaded first: it probes passive listeners with a throwaway one as it loads. Only the kit is watched.
    await import('react-dom/client');
    const browser = watchTheBrowser();
    // The bus comes first so that its `on` is watched while everything else is imported.
    const { bus } = await import('@wagering/shared/bus');
    const busOn = vi.spyOn(bus, 'on');
    for (const load of Object.values(SUBPATHS)) await load();

    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.eventSource).not.toHaveBeenCalled();
    browser.storage.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    browser.listeners.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    browser.timers.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    expect(busOn).not.toHaveBeenCalled();
    expect(seen.storeSubscriptions).toBe(0);
    expect(seen.liveSubscriptions).toEqual([]);
    const { betslipStore } = await import('@wagering/shared/betslip');
    expect(betslipStore.getState().legs).toEqual([]);

    // Started as the shell's boot starts them, they do all of that (so the watches above would have seen it). The
    // slip's fixture is loaded only now: it imports the kit, which the first part of this test imports itself.
    const { racingLeg } = await import('@wagering/testing/betslip');
    localStorage.setItem('wagering-state', JSON.stringify({ betslip: { legs: [racingLeg({ event_id: 5 })] } }));
    const { startSession, startPreferences, startUi, sessionStore, uiStore } = await import('@wagering/shared/session');
    const { startBetslip } = await import('@wagering/shared/betslip');
    const followed = [vi.spyOn(sessionStore, 'subscribe'), vi.spyOn(uiStore, 'subscribe')];
    const stops = [startSession(), startPreferences(), startUi(), startBetslip()];
    expect(browser.storage[0]).toHaveBeenCalledWith('wagering-state');
    expect(busOn).toHaveBeenCalledWith('progress-bar:disable', expect.any(Function));
    expect(busOn).toHaveBeenCalledWith('betslip:drawer:request', expect.any(Function));
    followed.forEach((subscribe) => expect(subscribe).toHaveBeenCalled());
    expect(seen.liveSubscriptions).toEqual(['odds']);
    expect(betslipStore.getState().legs).toHaveLength(1);
    await vi.waitFor(() => expect(browser.fetch).toHaveBeenCalled());
    // Stopped, they let go of what they held: a login no longer reaches the stored state.
    stops.forEach((stop) => stop());
    browser.storage[1].mockClear();
    sessionStore.setState({ isLoggedIn: true, userData: { user_id: 7 } });
    expect(browser.storage[1]).not.toHaveBeenCalled();
  });
});
