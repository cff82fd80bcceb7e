import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { accountStateQuery } from '@wagering/shared/api';
import { accountStateFixture, mockApi } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { refreshClientState } from './refresh-client-state';
import { cents } from '@wagering/shared/format';

const state = { ...accountStateFixture, cash_cents: cents(4250), bonus_cents: cents(500) };

describe('pull-to-refresh refresh (SPEC 7)', () => {
  let queryClient: QueryClient;
  const races = vi.fn(async () => ['race']);
  const stateReads = vi.fn(() => state);
  beforeEach(async () => {
    vi.stubGlobal('fetch', mockApi({ get: { '/clients/state': stateReads } }));
    queryClient = new QueryClient();
    // An active query: a page on screen is watching it.
    new QueryObserver(queryClient, { queryKey: ['racing', 'next'], queryFn: races }).subscribe(() => {});
    await vi.waitFor(() => expect(races).toHaveBeenCalledOnce());
  });
  afterEach(() => {
    logout();
    races.mockClear();
    stateReads.mockReset().mockImplementation(() => state);
    vi.unstubAllGlobals();
  });

  it('logged in: re-fetches the active queries and reads the account state of the user id again', async () => {
    login({ access_token: 't', user_id: 'u1' });
    queryClient.setQueryData(accountStateQuery('u1').queryKey, {
      ...state,
      user_verified: false,
      cash_cents: cents(1000),
    });
    await refreshClientState(queryClient);
    expect(races).toHaveBeenCalledTimes(2);
    expect(stateReads).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(accountStateQuery('u1').queryKey)).toEqual(state);
  });

  it('logged out: re-fetches the active queries only', async () => {
    await refreshClientState(queryClient);
    expect(races).toHaveBeenCalledTimes(2);
    expect(stateReads).not.toHaveBeenCalled();
  });

  it('a failed profile read does not stop the refresh', async () => {
    login({ access_token: 't', user_id: 'u1' });
    stateReads.mockImplementation(() => {
      throw new TypeError('offline');
    });
    await expect(refreshClientState(queryClient)).resolves.toBeUndefined();
    expect(races).toHaveBeenCalledTimes(2);
  });
});
