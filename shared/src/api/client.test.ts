import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, login, sessionStore, setCookie, wipeOnUnauthorized } from '@wagering/shared/session';
import { api, ApiError, apiUrl, bearer, configureApi } from './client';

const respond = (status: number, body: unknown) =>
  vi.fn(async (_request: Request) => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
const health = { status: 'ok', database: 'ok' };

describe('the /v1 client', () => {
  beforeEach(() => wipeOnUnauthorized());
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ baseUrl: '/v1' });
  });

  it('uses base path /v1 and leaves empty query values out', async () => {
    expect(apiUrl('/transactions/history', { page: 1, filter: undefined, count: 10 })).toBe(
      '/v1/transactions/history?page=1&count=10',
    );
    const fetch = respond(200, { data: { bets: [], page: 2, count: 5, total: 0, total_pages: 1 } });
    vi.stubGlobal('fetch', fetch);
    await api.GET('/betting/bets', { params: { query: { status: 'settled', page: 2, count: 5 } } });
    expect(new URL(fetch.mock.calls[0][0].url).pathname + new URL(fetch.mock.calls[0][0].url).search).toBe(
      '/v1/betting/bets?status=settled&page=2&count=5',
    );
    // An empty value is left out, so the API applies its default rather than refusing ''.
    await api.GET('/racing/meetings', { params: { query: { date: '', type: 'G' } } });
    expect(new URL(fetch.mock.calls[1][0].url).search).toBe('?type=G');
  });

  it('sends no token of its own (the HttpOnly cookie travels by itself); writes carry the CSRF cookie as X-CSRF-Token', async () => {
    const fetch = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetch);
    // Even a readable accessToken cookie (an older build's) is never turned into a header.
    setCookie('accessToken', 'tok-9', 60);
    setCookie('csrfToken', 'csrf-1', 60);
    await api.GET('/benefits/bonus-bets');
    expect(fetch.mock.calls[0][0].headers.get('Authorization')).toBeNull();
    expect(fetch.mock.calls[0][0].headers.get('X-CSRF-Token')).toBeNull();
    await api.POST('/auth/logout');
    expect(fetch.mock.calls[1][0].headers.get('Authorization')).toBeNull();
    expect(fetch.mock.calls[1][0].headers.get('X-CSRF-Token')).toBe('csrf-1');
    // The app's token handed over explicitly (the bridge's POST /auth/refresh) goes as a bearer header.
    await api.POST('/auth/refresh', { headers: bearer('fresh') });
    expect(fetch.mock.calls[2][0].headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('in production sends the __Host- CSRF cookie, not a plain one another subdomain could have set', async () => {
    const fetch = respond(200, { message: 'Logged out' });
    vi.stubGlobal('fetch', fetch);
    setCookie('csrfToken', 'planted', 60);
    document.cookie = '__Host-csrfToken=csrf-host; Path=/; Secure; SameSite=Strict';
    await api.POST('/auth/logout');
    expect(fetch.mock.calls[0][0].headers.get('X-CSRF-Token')).toBe('csrf-host');
    document.cookie = '__Host-csrfToken=; Max-Age=0; Path=/; Secure';
  });

  it('sends custom headers such as the rewards service token', async () => {
    const fetch = respond(200, { message: 'Logged out' });
    vi.stubGlobal('fetch', fetch);
    await api.POST('/rewards/logout', { headers: { 'X-CRM-Token': 'crm-1' } });
    expect(fetch.mock.calls[0][0].headers.get('X-CRM-Token')).toBe('crm-1');
  });

  it('returns response data only when status is 200', async () => {
    vi.stubGlobal('fetch', respond(200, health));
    await expect(api.GET('/health')).resolves.toEqual(health);
  });

  it('Non-200 responses in the helper throw the body plus status', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, { message: 'Please check the highlighted fields.', errors: { username: 'Username is required' } }),
    );
    const error = await api.POST('/auth/login', { body: { username: '', password: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Please check the highlighted fields.',
      errors: { username: 'Username is required' },
    });
  });

  it('a 201 is not a 200: it throws too', async () => {
    vi.stubGlobal('fetch', respond(201, { id: 1 }));
    await expect(api.POST('/auth/logout')).rejects.toMatchObject({ status: 201 });
  });

  it('HTTP 401: all local storage and cookies are cleared and the error is passed on', async () => {
    login({ access_token: 'tok', user_id: 1 });
    setCookie('csrfToken', 'csrf-1', 60);
    localStorage.setItem('other', '1');
    vi.stubGlobal('fetch', respond(401, { message: 'Unauthorised. Please log in again.', errors: {} }));
    await expect(api.GET('/clients/details')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised. Please log in again.',
    });
    expect(getCookie('csrfToken')).toBeUndefined();
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('a server that cannot be reached gives an ApiError with status 0, never an unhandled TypeError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.GET('/racing/event-race/{id}', { params: { path: { id: 1 } } })).rejects.toMatchObject({
      status: 0,
    });
  });

  it('a non-JSON error body still gives a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.GET('/health')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', errors: {} });
  });

  it('the base URL is configurable', async () => {
    configureApi({ baseUrl: 'https://api.example.test/v1/' });
    expect(apiUrl('/live')).toBe('https://api.example.test/v1/live');
    const fetch = respond(200, health);
    vi.stubGlobal('fetch', fetch);
    await api.GET('/health');
    expect(fetch.mock.calls[0][0].url).toBe('https://api.example.test/v1/health');
  });

  it('a route the API does not have, or a wrong query, does not compile', () => {
    // Type-level only: tsc -b checks these lines; the calls are never made.
    const never = () => {
      // @ts-expect-error -- no such route
      void api.GET('/betting/bets-that-do-not-exist');
      // @ts-expect-error -- GET only: the route takes no POST
      void api.POST('/betting/bets');
      // @ts-expect-error -- status is 'pending' or 'settled'
      void api.GET('/betting/bets', { params: { query: { status: 'everything' } } });
      // @ts-expect-error -- the body must be a bet slip
      void api.POST('/betting/verify-bet', { body: { legs: 'none' } });
    };
    expect(typeof never).toBe('function');
  });
});
