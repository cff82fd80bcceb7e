import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, login, sessionStore, setCookie, wipeOnUnauthorized } from '@wagering/shared/session';
import { api, ApiError, apiUrl, configureApi } from './client';

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );

describe('the /v1 client', () => {
  beforeEach(() => wipeOnUnauthorized());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ baseUrl: '/v1' });
  });

  it('uses base path /v1 and leaves empty query values out', () => {
    expect(apiUrl('/transactions/history', { page: 1, filter: undefined, count: 10 })).toBe(
      '/v1/transactions/history?page=1&count=10',
    );
  });

  it('sends an Authorization bearer header from the accessToken cookie when present', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await api.get('/benefits/bonus-bets');
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Authorization')).toBeNull();
    setCookie('accessToken', 'tok-9', 60);
    await api.get('/benefits/bonus-bets');
    expect(new Headers(fetch.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer tok-9');
  });

  it('returns response data only when status is 200', async () => {
    vi.stubGlobal('fetch', respond(200, { legs: [] }));
    await expect(api.post('/betting/verify-bet', { legs: [] })).resolves.toEqual({ legs: [] });
  });

  it('Non-200 responses in the helper throw the body plus status', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, { message: 'Please check the highlighted fields.', errors: { username: 'Username is required' } }),
    );
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Please check the highlighted fields.',
      errors: { username: 'Username is required' },
    });
  });

  it('a 201 is not a 200: it throws too', async () => {
    vi.stubGlobal('fetch', respond(201, { id: 1 }));
    await expect(api.post('/x')).rejects.toMatchObject({ status: 201 });
  });

  it('HTTP 401: all local storage and cookies are cleared and the error is passed on', async () => {
    login({ access_token: 'tok', user_id: 1 });
    localStorage.setItem('other', '1');
    vi.stubGlobal('fetch', respond(401, { message: 'Unauthorised. Please log in again.', errors: {} }));
    await expect(api.get('/clients/details')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised. Please log in again.',
    });
    expect(getCookie('accessToken')).toBeUndefined();
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('a server that cannot be reached gives an ApiError with status 0, never an unhandled TypeError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/racing/event-race/1')).rejects.toMatchObject({ status: 0 });
  });

  it('a non-JSON error body still gives a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', errors: {} });
  });

  it('the base URL is configurable', async () => {
    configureApi({ baseUrl: 'https://api.example.test/v1/' });
    expect(apiUrl('/live')).toBe('https://api.example.test/v1/live');
  });
});
