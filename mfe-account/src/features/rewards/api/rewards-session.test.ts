import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { crmLogin, crmLogout, login, logout, sessionStore } from '@wagering/shared/session';
import { rewardsBonusesQuery } from './rewards-session';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('rewards in the session (SPEC client state)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    login({ access_token: 't', user_id: 'u1' });
    crmLogin({ crm_token: 'crm', is_self_rewards_claim_eligible: true, is_bonus_promotion_eligible: false });
  });
  afterEach(() => {
    logout();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("are filled from the rewards service's bonuses, and CRM logout clears them", async () => {
    const bonusBet = { id: 'b1', description: '$5 bonus bet', amount_cents: 500, remaining_cents: 500, expires_at: '' };
    const boost = { id: 7, description: '20% boost', boost_percent: 20, remaining_value: 1 };
    fetchMock.mockResolvedValue(answer({ bonus_bets: [bonusBet], dividend_boosts: [boost] }));
    await new QueryClient().fetchQuery(rewardsBonusesQuery('crm'));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/v1/rewards/get-bonuses');
    expect(sessionStore.getState().rewards).toEqual([bonusBet, boost]);
    crmLogout();
    expect(sessionStore.getState().rewards).toEqual([]);
  });
});
