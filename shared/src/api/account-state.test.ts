import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '@wagering/shared/session';
import { accountStateQuery, watchAccountState } from './account-state';
import { accountStateFixture } from '@wagering/testing/api';
import { createQueryClient } from './query-client';

const live = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('./live', async (original) => ({
  ...(await original<typeof import('./live')>()),
  subscribeLive: (kind: string, handler: (data: unknown) => void) => {
    live.handlers.set(kind, handler);
    return () => live.handlers.delete(kind);
  },
}));

describe("the punter's account state lives in the query cache, kept current by the live stream", () => {
  const client = createQueryClient();
  const key = accountStateQuery('u1').queryKey;
  let stop = () => {};
  beforeEach(() => {
    login({ access_token: 't', user_id: 'u1' });
    stop = watchAccountState(client);
  });
  afterEach(() => {
    stop();
    client.clear();
    logout();
  });

  it('one entry per punter: the key carries their id, as a string whatever type the server used', () => {
    expect(accountStateQuery(7).queryKey).toEqual(['account', 'state', '7']);
    expect(accountStateQuery(undefined).queryKey).toEqual(['account', 'state', null]);
  });

  it('a balance event sets the cached balances at once', () => {
    client.setQueryData(key, accountStateFixture);
    live.handlers.get('balance')!({ cash_cents: 12_345, bonus_cents: 500 });
    expect(client.getQueryData(key)).toMatchObject({ cash_cents: 12_345, bonus_cents: 500, user_verified: true });
  });

  it('an account event (an approved ID) makes the punter verified at once', () => {
    client.setQueryData(key, { ...accountStateFixture, user_verified: false, verification_status: 'pending' });
    live.handlers.get('account')!({ user_verified: true, verification_status: 'verified' });
    expect(client.getQueryData(key)).toMatchObject({ user_verified: true, verification_status: 'verified' });
  });

  it('with nothing cached an event adds nothing partial: the first read brings the whole state', () => {
    live.handlers.get('balance')!({ cash_cents: 100, bonus_cents: 0 });
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it("after a logout events touch nobody's state", () => {
    client.setQueryData(key, accountStateFixture);
    logout();
    live.handlers.get('balance')!({ cash_cents: 1, bonus_cents: 0 });
    expect(client.getQueryData(key)?.cash_cents).toBe(50_000);
  });
});
