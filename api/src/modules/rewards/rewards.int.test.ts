import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { grantBonusBet, grantDividendBoost } from '../benefits/service';
import { BANNED_ACCOUNT, CRM_SESSION_ENDED } from './service';
import { cents } from '@wagering/contract/money';

describe('benefits and the rewards service', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const DAY = 24 * 3600 * 1000;

  it('GET /benefits/bonus-bets and /benefits/dividend-boosts list only usable, unexpired benefits', async () => {
    const p = await createPunter(ctx);
    const now = ctx.clock.now();
    await ctx.db.tx(async (q) => {
      await grantBonusBet(q, { userId: p.id, amountCents: cents(500), description: 'Soon', expiresAt: now + DAY, now });
      await grantBonusBet(q, {
        userId: p.id,
        amountCents: cents(900),
        description: 'Later',
        expiresAt: now + 5 * DAY,
        now,
      });
      await grantDividendBoost(q, {
        userId: p.id,
        description: 'Boost',
        boostPercent: 10,
        uses: 2,
        expiresAt: now + DAY,
        now,
      });
    });
    const bets = (await ctx.app.inject({ method: 'GET', url: '/v1/benefits/bonus-bets', headers: p.headers })).json()
      .data;
    expect(
      bets.map((b: { description: string; remaining_cents: number }) => [b.description, b.remaining_cents]),
    ).toEqual([
      ['Soon', 500],
      ['Later', 900],
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/benefits/dividend-boosts', headers: p.headers })).json().data[0]
        .remaining_value,
    ).toBe(2);
    ctx.clock.advance(2 * DAY);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/benefits/bonus-bets', headers: p.headers })).json().data,
    ).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/benefits/dividend-boosts', headers: p.headers })).json().data,
    ).toHaveLength(0);
  });

  it('rewards login gives crm_token and the two eligibility flags; logout ends the session', async () => {
    const p = await createPunter(ctx);
    const login = await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: p.headers });
    expect(login.json()).toEqual({
      crm_token: expect.any(String),
      is_self_rewards_claim_eligible: true,
      is_bonus_promotion_eligible: true,
    });
    const crm = { 'x-crm-token': login.json().crm_token };
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/rewards/get-bonuses', headers: crm })).json()).toEqual({
      bonus_bets: [],
      dividend_boosts: [],
    });
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/rewards/logout', headers: crm })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/v1/rewards/get-bonuses', headers: crm });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(CRM_SESSION_ENDED);
    const unverified = await createPunter(ctx, { verified: false });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: unverified.headers })).json(),
    ).toMatchObject({
      is_self_rewards_claim_eligible: false,
      is_bonus_promotion_eligible: false,
    });
  });

  it('a punter on a break (issue 39) is eligible for no self-claimed reward or bonus promotion while it runs', async () => {
    const p = await createPunter(ctx);
    await ctx.db.query('UPDATE users SET break_until = $2 WHERE id = $1', [
      p.id,
      new Date(ctx.clock.now() + 3_600_000).toISOString(),
    ]);
    const login = await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: p.headers });
    expect(login.json()).toMatchObject({ is_self_rewards_claim_eligible: false, is_bonus_promotion_eligible: false });
    ctx.clock.advance(3_600_000);
    const after = await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: p.headers });
    expect(after.json()).toMatchObject({ is_self_rewards_claim_eligible: true, is_bonus_promotion_eligible: true });
  });

  it('a banned bank account is reported and cannot be registered for rewards; another punter’s account is not found', async () => {
    const p = await createPunter(ctx);
    await ctx.db.query(
      "INSERT INTO banned_bank_accounts (bsb, account_number, reason) VALUES ('111111', '22222222', 'test')",
    );
    const banned = await ctx.app.inject({
      method: 'POST',
      url: '/v1/banking/register-bank-account',
      headers: p.headers,
      payload: { bank_name: 'X', account_name: 'Y', bsb_number: '111-111', account_number: '22222222' },
    });
    const good = await ctx.app.inject({
      method: 'POST',
      url: '/v1/banking/register-bank-account',
      headers: p.headers,
      payload: { bank_name: 'X', account_name: 'Y', bsb_number: '111-111', account_number: '33333333' },
    });
    const login = await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: p.headers });
    expect(login.json().is_bonus_promotion_eligible).toBe(false);
    const crm = { 'x-crm-token': login.json().crm_token };
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/v1/rewards/check-banned-bank-account-exist', headers: crm })
      ).json(),
    ).toEqual({ exists: true });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/rewards/banking/register',
      headers: crm,
      payload: { bank_account_id: banned.json().bank_account_id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BANNED_ACCOUNT);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/rewards/banking/register',
          headers: crm,
          payload: { bank_account_id: good.json().bank_account_id },
        })
      ).json(),
    ).toEqual({
      bank_account_id: good.json().bank_account_id,
      registered: true,
    });
    const other = await createPunter(ctx);
    const otherCrm = {
      'x-crm-token': (await ctx.app.inject({ method: 'POST', url: '/v1/rewards/login', headers: other.headers })).json()
        .crm_token,
    };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/rewards/banking/register',
          headers: otherCrm,
          payload: { bank_account_id: good.json().bank_account_id },
        })
      ).statusCode,
    ).toBe(404);
  });
});
