import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockApi } from '@wagering/testing/api';
import { crmLogin, login, logout, sessionStore } from '@wagering/shared/session';
import { rewardsBonusesQuery, useRewardsLogout } from './rewards-session';
import { cents } from '@wagering/shared/format';

const bonusBet = {
  id: 1,
  description: '$5 bonus bet',
  amount_cents: cents(500),
  remaining_cents: cents(500),
  expires_at: '',
};
const boost = { id: 7, description: '20% boost', boost_percent: 20, remaining_value: 1, expires_at: '' };

describe('rewards (SPEC client state) live in the query cache', () => {
  let fetch: ReturnType<typeof mockApi>;
  beforeEach(() => {
    fetch = mockApi({
      get: { '/rewards/get-bonuses': () => ({ bonus_bets: [bonusBet], dividend_boosts: [boost] }) },
      post: { '/rewards/logout': () => ({ message: 'Logged out of rewards.' }) },
    });
    vi.stubGlobal('fetch', fetch);
    login({ access_token: 't', user_id: 'u1' });
    crmLogin({ crm_token: 'crm', is_self_rewards_claim_eligible: true, is_bonus_promotion_eligible: false });
  });
  afterEach(() => {
    logout();
    vi.unstubAllGlobals();
  });

  it('are read from the rewards service with the CRM token, and CRM logout clears them and the token', async () => {
    const client = new QueryClient();
    const rewards = await client.fetchQuery(rewardsBonusesQuery('crm'));
    expect(fetch.requests.map((r) => r.headers.get('X-CRM-Token'))).toEqual(['crm']);
    expect(rewards).toEqual({ bonus_bets: [bonusBet], dividend_boosts: [boost] });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useRewardsLogout(), { wrapper });
    await act(() => result.current.mutateAsync('crm'));
    expect(client.getQueryData(rewardsBonusesQuery('crm').queryKey)).toBeUndefined();
    expect(sessionStore.getState().userData).not.toHaveProperty('crm_token');
  });
});
