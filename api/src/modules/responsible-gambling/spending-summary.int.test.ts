import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { post } from '../ledger/service';
import { cents } from '@wagering/contract/money';

type Punter = Awaited<ReturnType<typeof createPunter>>;
const HOUSE_SIDE = {
  deposit: 'bank_clearing',
  stake: 'stakes_held',
  return: 'stakes_held',
  refund: 'stakes_held',
} as const;

describe('GET /v1/responsible-gambling/spending-summary', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const summary = (p: Punter | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/v1/responsible-gambling/spending-summary${query}`,
      ...(p ? { headers: p.headers } : {}),
    });
  let seq = 0;
  /** A cash movement on the punter's ledger at `at` (cents signed from the punter's side). */
  const move = (p: Punter, kind: keyof typeof HOUSE_SIDE, amount: number, at: number) =>
    ctx.db.tx((q) =>
      post(q, {
        userId: p.id,
        kind,
        reference: `spend-${kind}-${++seq}-${p.id}`,
        description: kind,
        at,
        lines: [
          { account: 'cash', amount_cents: cents(amount) },
          { account: HOUSE_SIDE[kind], amount_cents: cents(-amount) },
        ],
      }),
    );

  it('sums deposits, stakes and returns per month in cents, and never counts another punter', async () => {
    const [p, other] = [await createPunter(ctx), await createPunter(ctx)];
    await move(p, 'deposit', 10000, Date.UTC(2026, 8, 30, 23, 59)); // September
    await move(p, 'stake', -2500, Date.UTC(2026, 9, 1)); // October from here
    await move(p, 'stake', -1000, Date.UTC(2026, 9, 15));
    await move(p, 'return', 4000, Date.UTC(2026, 9, 16));
    await move(p, 'refund', 1000, Date.UTC(2026, 9, 17));
    await move(p, 'deposit', 5000, Date.UTC(2026, 10, 2)); // November
    await move(p, 'stake', -7000, Date.UTC(2026, 10, 3));
    await move(other, 'deposit', 99900, Date.UTC(2026, 9, 2));
    await move(other, 'stake', -50000, Date.UTC(2026, 10, 3));
    ctx.clock.set(Date.UTC(2026, 10, 20));

    const res = await summary(p);
    expect(res.statusCode).toBe(200);
    const { months, deposit_limit } = res.json();
    expect(months.map((m: { month: number }) => m.month)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(months.slice(3)).toEqual([
      { year: 2026, month: 9, deposits_cents: 10000, stakes_cents: 0, returns_cents: 0, net_cents: 0 },
      { year: 2026, month: 10, deposits_cents: 0, stakes_cents: 3500, returns_cents: 5000, net_cents: 1500 },
      { year: 2026, month: 11, deposits_cents: 5000, stakes_cents: 7000, returns_cents: 0, net_cents: -7000 },
    ]);
    expect(deposit_limit).toBeNull();
  });

  it('covers 12 months across a new year, and shows how much of the deposit limit is used', async () => {
    const p = await createPunter(ctx);
    ctx.clock.set(Date.UTC(2027, 1, 10));
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/responsible-gambling/set-deposit-limit',
      headers: p.headers,
      payload: { deposit_limit: 100, deposit_period: 7 },
    });
    await move(p, 'deposit', 3000, Date.UTC(2027, 1, 9));
    const { months, deposit_limit } = (await summary(p, '?months=12')).json();
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ year: 2026, month: 3 });
    expect(months[11]).toMatchObject({ year: 2027, month: 2, deposits_cents: 3000 });
    expect(deposit_limit).toEqual({ amount_cents: 10000, period_days: 7, used_cents: 3000, remaining_cents: 7000 });
  });

  it('refuses another number of months with 400, and anyone not logged in with 401', async () => {
    const p = await createPunter(ctx);
    const bad = await summary(p, '?months=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect((await summary(null)).statusCode).toBe(401);
  });
});
