import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { login, logout, sessionStore } from '@wagering/shared/session';
import { refreshClientState } from './refresh-client-state';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('pull-to-refresh refresh (SPEC 7)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let queryClient: QueryClient;
  const races = vi.fn(async () => ['race']);
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    queryClient = new QueryClient();
    // An active query: a page on screen is watching it.
    new QueryObserver(queryClient, { queryKey: ['racing', 'next'], queryFn: races }).subscribe(() => {});
    await vi.waitFor(() => expect(races).toHaveBeenCalledOnce());
  });
  afterEach(() => {
    logout();
    races.mockClear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('logged in: re-fetches the active queries and reads the punter state of the user id again', async () => {
    login({ access_token: 't', user_id: 'u1', account_balance: 10 });
    fetchMock.mockResolvedValue(answer({ user_verified: true, cash_cents: 4250, bonus_cents: 500 }));
    await refreshClientState(queryClient);
    expect(races).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/v1/clients/state');
    expect(sessionStore.getState().userData).toMatchObject({
      user_id: 'u1',
      user_verified: true,
      account_balance: 42.5,
      bonus_balance: 5,
    });
  });

  it('logged out: re-fetches the active queries only', async () => {
    await refreshClientState(queryClient);
    expect(races).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed profile read does not stop the refresh', async () => {
    login({ access_token: 't', user_id: 'u1' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(refreshClientState(queryClient)).resolves.toBeUndefined();
    expect(races).toHaveBeenCalledTimes(2);
  });
});
