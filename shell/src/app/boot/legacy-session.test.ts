import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@wagering/testing/api';
import { getCookie, setCookie } from '@wagering/shared/session';
import { moveLegacySession } from './legacy-session';

describe('an older build’s readable session cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is handed to the server once, to become its HttpOnly cookie', async () => {
    const fetch = mockApi({ post: { '/auth/refresh': () => ({ message: 'Your session is kept in this browser.' }) } });
    vi.stubGlobal('fetch', fetch);
    setCookie('accessToken', 'old-token', 60);
    await moveLegacySession();
    expect(fetch.requests.map((r) => [r.url.pathname, r.headers.get('Authorization')])).toEqual([
      ['/v1/auth/refresh', 'Bearer old-token'],
    ]);
  });

  it('is dropped when the server refuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorised.', errors: {} }), { status: 401 })),
    );
    setCookie('accessToken', 'dead-token', 60);
    await moveLegacySession();
    expect(getCookie('accessToken')).toBeUndefined();
  });

  it('without one, nothing is asked', async () => {
    const fetch = mockApi({});
    vi.stubGlobal('fetch', fetch);
    await moveLegacySession();
    expect(fetch.requests).toEqual([]);
  });
});
