import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seed } from '../../seed';

describe('OpenAPI document and demo data', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  it('serves the OpenAPI document at /v1/openapi.json with every account route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/auth/login',
      '/v1/auth/register',
      '/v1/auth/recover-password',
      '/v1/clients/details',
      '/v1/transactions/history',
      '/v1/benefits/bonus-bets',
      '/v1/responsible-gambling/set-deposit-limit',
      '/v1/banking/sandbox-three-ds/complete',
      '/v1/rewards/login',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('the seed creates the demo punters once: punter verified with $500.00, a bonus bet and a boost; newbie unverified; excluded refused', async () => {
    expect(await seed(ctx.db, ctx.clock)).toBe(true);
    expect(await seed(ctx.db, ctx.clock)).toBe(false);
    const login = (username: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });
    const punter = await login('punter', 'Punter123');
    const headers = { authorization: `Bearer ${punter.json().access_token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/clients/state', headers })).json()).toMatchObject({
      user_verified: true,
      cash_cents: 50000,
      bonus_bets_count: 1,
      dividend_boosts_count: 3,
    });
    expect((await login('newbie', 'Newbie123')).json().user_verified).toBe(false);
    expect((await login('excluded', 'Excluded123')).statusCode).toBe(403);
  });
});
