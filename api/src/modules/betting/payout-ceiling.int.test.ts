// The payout ceiling (issue 33 item 3): the most a punter's pending fixed-price bets on one race may return together,
// checked at placement inside its transaction, so two slips placed at once cannot cross it between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { racesAhead, startTestFeed, type TestRace as Race } from '../../../test/feed-helpers';
import { getBalances } from '../ledger/service';
import { cents } from '@wagering/contract/money';

const CEILING_CENTS = cents(100_000); // $1,000 for this test's brand

let seq = 0;
describe('the payout ceiling', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let races: Race[];
  beforeAll(async () => {
    ctx = await createTestApp({ payoutCeilingCents: CEILING_CENTS });
    await startTestFeed(ctx, { drift: false });
    races = await racesAhead(ctx, 2);
  }, 300_000);
  afterAll(async () => ctx.close());

  /** A fixed win on the race's favourite at `share` of the ceiling's return, in whole dollars. */
  function winAt(race: Race, share: number) {
    const runner = race.runners.filter((r) => !r.is_eliminated).sort((a, b) => a.odds.FWIN - b.odds.FWIN)[0];
    const price = runner.odds.FWIN;
    const stake = Math.floor((share * CEILING_CENTS) / 100 / price);
    return {
      leg_id: `w${race.event_id}`,
      event_id: race.event_id,
      bet_type: 'FWIN',
      selections: String(runner.saddle_number),
      bet_amount: stake,
      requested_dividend: price,
      event_type: 'R',
    };
  }
  const place = (punter: { headers: Record<string, string> }, legs: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { coupon_tracking_code: `ceiling-${seq++}`, legs },
    });
  const cash = async (id: string) => (await ctx.db.tx((q) => getBalances(q, id))).cash_cents;

  it('refuses a bet that could return more than the ceiling, saying the ceiling in dollars', async () => {
    const punter = await createPunter(ctx, { cashCents: 1_000_000 });
    const res = await place(punter, [winAt(races[0], 1.3)]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ err_code: 'payout-ceiling', message: expect.stringContaining('$1,000.00') });
    expect(await cash(punter.id)).toBe(1_000_000);
  });

  it('two slips placed at once that together could return more than the ceiling: one is placed, one refused', async () => {
    const punter = await createPunter(ctx, { cashCents: 1_000_000 });
    const leg = winAt(races[0], 0.6);
    const answers = await Promise.all([place(punter, [leg]), place(punter, [leg])]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().err_code).toBe('payout-ceiling');
    expect(await cash(punter.id)).toBe(1_000_000 - leg.bet_amount * 100);
  });

  it('counts bets per race: the same return on another race, or another punter, is within it', async () => {
    const punter = await createPunter(ctx, { cashCents: 1_000_000 });
    expect((await place(punter, [winAt(races[0], 0.6)])).statusCode).toBe(200);
    expect((await place(punter, [winAt(races[1], 0.6)])).statusCode).toBe(200);
    const other = await createPunter(ctx, { cashCents: 1_000_000 });
    expect((await place(other, [winAt(races[0], 0.6)])).statusCode).toBe(200);
  });

  it('a multi counts against every race it is on', async () => {
    const punter = await createPunter(ctx, { cashCents: 1_000_000 });
    expect((await place(punter, [winAt(races[0], 0.6)])).statusCode).toBe(200);
    const legs = races.map((r) => ({ ...winAt(r, 0), bet_amount: 0 }));
    const prices = legs.map((l) => l.requested_dividend);
    const multiStake = Math.ceil((0.5 * CEILING_CENTS) / 100 / (prices[0] * prices[1]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { coupon_tracking_code: `ceiling-${seq++}`, legs, multi_bet_amount: multiStake },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().err_code).toBe('payout-ceiling');
  });
});
