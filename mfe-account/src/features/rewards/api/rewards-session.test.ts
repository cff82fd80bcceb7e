import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { mockApi } from '@wagering/shared/api';
import { crmLogin, crmLogout, login, logout, sessionStore } from '@wagering/shared/session';
import { rewardsBonusesQuery } from './rewards-session';

const bonusBet = { id: 1, description: '$5 bonus bet', amount_cents: 500, remaining_cents: 500, expires_at: '' };
const boost = { id: 7, description: '20% boost', boost_percent: 20, remaining_value: 1, expires_at: '' };

describe('rewards in the session (SPEC client state)', () => {
  let fetch: ReturnType<typeof mockApi>;
  beforeEach(() => {
    fetch = mockApi({ get: { '/rewards/get-bonuses': () => ({ bonus_bets: [bonusBet], dividend_boosts: [boost] }) } });
    vi.stubGlobal('fetch', fetch);
    login({ access_token: 't', user_id: 'u1' });
    crmLogin({ crm_token: 'crm', is_self_rewards_claim_eligible: true, is_bonus_promotion_eligible: false });
  });
  afterEach(() => {
    logout();
    vi.unstubAllGlobals();
  });

  it("are filled from the rewards service's bonuses, and CRM logout clears them", async () => {
    await new QueryClient().fetchQuery(rewardsBonusesQuery('crm'));
    expect(fetch.requests.map((r) => r.headers.get('X-CRM-Token'))).toEqual(['crm']);
    expect(sessionStore.getState().rewards).toEqual([bonusBet, boost]);
    crmLogout();
    expect(sessionStore.getState().rewards).toEqual([]);
  });
});
