import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, profileFixture } from '@wagering/testing/api';
import { bus } from '@wagering/shared/bus';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { betslipStore, startBetslip } from '@wagering/shared/betslip';
import { parseNativeMessage, startNativeBridge, storeNativeLogin } from './native-bridge';

let fetch: ReturnType<typeof mockApi>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mobile app bridge', () => {
  let stop: () => void = () => {};
  const postMessage = vi.fn();

  beforeEach(() => {
    window.ReactNativeWebView = { postMessage };
    sessionStore.setState({ userData: {}, isLoggedIn: false });
    uiStore.setState({ drawers: { profile: false, navigation: false }, mobileSearchOpen: false });
    betslipStore.setState({ showBetslip: false });
    // The shell's boot starts the betslip beside the bridge (app/boot/start-services.ts): it answers the app's request.
    const stops = [startNativeBridge(), startBetslip()];
    stop = () => stops.forEach((s) => s());
    fetch = mockApi({
      get: { '/clients/details': () => profileFixture },
      post: { '/auth/refresh': () => ({ message: 'Your session is kept in this browser.' }) },
    });
    vi.stubGlobal('fetch', fetch);
  });

  afterEach(() => {
    stop();
    delete window.ReactNativeWebView;
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('ignores messages that are not app requests', () => {
    expect(parseNativeMessage('not json')).toBeNull();
    expect(parseNativeMessage({ type: 'betslip:legs:count', data: 3 })).toBeNull();
    expect(parseNativeMessage({ type: 'login:request' })).toBeNull();
    expect(parseNativeMessage('{"type":"search:drawer:request"}')).toEqual({ type: 'search:drawer:request' });
  });

  it('betslip:drawer:request opens the betslip', () => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'betslip:drawer:request' }) }));
    expect(betslipStore.getState().showBetslip).toBe(true);
  });

  it('profile:drawer:request opens the profile drawer', () => {
    document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'profile:drawer:request' }) }));
    expect(uiStore.getState().drawers.profile).toBe(true);
  });

  it('search:drawer:request opens search', () => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'search:drawer:request' } }));
    expect(uiStore.getState().mobileSearchOpen).toBe(true);
  });

  it('login:request has the server put the app’s token into the HttpOnly cookie, then stores the identity (no token) and the name from the profile', async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'login:request', data: { access_token: 'tok', user_id: 'u1' } }),
      }),
    );
    await flush();
    expect(fetch.requests.map((r) => [r.url.pathname, r.headers.get('Authorization')])).toEqual([
      ['/v1/auth/refresh', 'Bearer tok'],
      ['/v1/clients/details', null],
    ]);
    expect(sessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      userData: { server_session: true, user_id: 'u1', username: 'punter', first_name: 'Pat', last_name: 'Punter' },
    });
    expect(JSON.stringify(sessionStore.getState())).not.toContain('tok');
    // The profile's balance and verification are server data: the account state query holds them, not the session.
    expect(sessionStore.getState().userData).not.toHaveProperty('user_verified');
  });

  it('login:request without a token stores the user data and reads nothing (the balance shows 0)', async () => {
    await storeNativeLogin({ user_id: 'u2', user_verified: false });
    expect(fetch.requests).toEqual([]);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, userData: { user_id: 'u2' } });
  });

  it('tells the app the number of betslip legs whenever it changes', () => {
    bus.emit('betslip:legs:count', 2);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'betslip:legs:count', data: 2 }));
  });

  it('acts on what the app sent before the bridge listened, in order, and holds nothing after', () => {
    stop();
    const request = (type: string) => JSON.stringify({ type });
    // What shell/index.html's inline script held while the shell was loading: two requests and a stray message.
    window.__heldMessages = [request('search:drawer:request'), 'not json', { type: 'profile:drawer:request' }];
    const order: string[] = [];
    const offs = [
      bus.on('search:drawer:request', () => order.push('search')),
      bus.on('profile:drawer:request', () => order.push('profile')),
    ];
    stop = startNativeBridge();
    offs.forEach((off) => off());
    expect(order).toEqual(['search', 'profile']);
    expect(uiStore.getState()).toMatchObject({ mobileSearchOpen: true, drawers: { profile: true } });
    expect(window.__heldMessages).toBeUndefined();
  });

  it('outside a webview, drops what was held: no page but the app may send requests', () => {
    stop();
    delete window.ReactNativeWebView;
    window.__heldMessages = [JSON.stringify({ type: 'profile:drawer:request' })];
    stop = startNativeBridge();
    expect(uiStore.getState().drawers.profile).toBe(false);
    expect(window.__heldMessages).toBeUndefined();
  });

  it('sends nothing to an app outside a webview', () => {
    stop();
    delete window.ReactNativeWebView;
    stop = startNativeBridge();
    bus.emit('betslip:legs:count', 1);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
