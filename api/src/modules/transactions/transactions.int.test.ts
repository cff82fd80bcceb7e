import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { grantBonusBet } from '../benefits/service';
import { cents } from '@wagering/contract/money';

describe('transactions', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const get = (p: { headers: object }, url: string) =>
    ctx.app.inject({ method: 'GET', url: `/v1${url}`, headers: p.headers as Record<string, string> });

  it('GET /transactions/history pages the ledger newest first and filters by history_type', async () => {
    const p = await createPunter(ctx, { cashCents: 5000 });
    await ctx.db.tx((q) =>
      grantBonusBet(q, {
        userId: p.id,
        amountCents: cents(1000),
        description: 'Bonus',
        expiresAt: ctx.clock.now() + 1e9,
        now: ctx.clock.now() + 1,
      }),
    );
    const all = (await get(p, '/transactions/history?page=1&count=1')).json();
    expect(all).toMatchObject({ page: 1, count: 1, total: 2 });
    expect(all.data[0]).toMatchObject({ kind: 'bonus_credit', bonus_cents: 1000, cash_cents: 0 });
    expect((await get(p, '/transactions/history?page=2&count=1')).json().data[0]).toMatchObject({
      kind: 'deposit',
      cash_cents: 5000,
    });
    const transfers = (await get(p, '/transactions/history?history_type=transfers&filter=last_7_days')).json();
    expect(transfers.data.map((t: { kind: string }) => t.kind)).toEqual(['deposit']);
    expect((await get(p, '/transactions/history?history_type=nonsense')).statusCode).toBe(400);
    expect((await get(p, '/transactions/history?count=1000')).statusCode).toBe(400);
  });

  it('another user’s transaction id gives 404', async () => {
    const owner = await createPunter(ctx, { cashCents: 100 });
    const other = await createPunter(ctx);
    const id = (await get(owner, '/transactions/history')).json().data[0].transaction_id;
    expect((await get(owner, `/transactions/${id}`)).statusCode).toBe(200);
    expect((await get(other, `/transactions/${id}`)).statusCode).toBe(404);
    expect((await get(other, '/transactions/not-a-number')).statusCode).toBe(404);
  });

  it('GET /transactions/status gives balances and money on its way', async () => {
    const p = await createPunter(ctx, { cashCents: 1234 });
    expect((await get(p, '/transactions/status')).json()).toEqual({
      cash_cents: 1234,
      bonus_cents: 0,
      withdrawable_cents: 1234,
      pending_withdrawals_cents: 0,
      pending_card_deposits: 0,
      last_withdrawal_at: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/transactions/status' })).statusCode).toBe(401);
  });
});
