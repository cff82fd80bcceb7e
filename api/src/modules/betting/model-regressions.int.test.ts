// Defects the wagering model's property test found (issue 22), each kept as a named regression.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { grantDividendBoost } from '../benefits/service';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS } from '../feed/timeline';
import { getBalances } from '../ledger/service';
import { boostedDividend } from './rules';

type Race = {
  event_id: number;
  field_size: number;
  start_time: string;
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
};

describe('regressions the wagering model found', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    feed = await startTestFeed(ctx, { drift: false });
  }, 180_000);
  afterAll(async () => ctx.close());

  /** A punter with $100 and one 25% dividend boost. */
  async function punterWithBoost() {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    await ctx.db.tx((q) =>
      grantDividendBoost(q, {
        userId: punter.id,
        description: '25% boost',
        boostPercent: 25,
        uses: 1,
        expiresAt: ctx.clock.now() + 86_400_000,
        now: ctx.clock.now(),
      }),
    );
    return punter;
  }

  it('a boosted each-way pays the boosted price on its win part (it used to pay the unboosted one)', async () => {
    const punter = await punterWithBoost();
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const ahead = list.find((r) => r.field_size >= 8 && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000)!;
    const race: Race = await getData(ctx.app, `/v1/racing/event-race/${ahead.event_id}`);
    const starters = race.runners.filter((r) => !r.is_eliminated);
    const horse = starters[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: {
        coupon_tracking_code: 'boosted-each-way',
        legs: [
          {
            leg_id: 'ew',
            event_id: race.event_id,
            bet_type: 'EachWay',
            selections: String(horse.saddle_number),
            bet_amount: 10,
            total_amount: 20,
            requested_dividend: horse.odds.FWIN,
            boost_mode: true,
            event_type: 'R',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const boosted = boostedDividend(horse.odds.FWIN, 25);
    feed.sim.forceResult(
      race.event_id,
      starters.map((r) => r.saddle_number),
    );
    await ctx.db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
      race.event_id,
      ctx.clock.now() - FINAL_AFTER_MS - 1000,
    ]);
    await feed.feed.tick();
    const { cash_cents } = await ctx.db.tx((q) => getBalances(q, punter.id));
    // $10 to win at the boosted price and $10 to place at the place price.
    expect(cash_cents).toBe(10_000 - 2000 + Math.floor(1000 * boosted + 1000 * horse.odds.FPLC + 1e-9));
  });

  it("a boosted single's boost stays on the single: the multi beside it, its other leg scratched, pays the leg's own price", async () => {
    const punter = await punterWithBoost();
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const ahead = list.filter((r) => r.field_size >= 8 && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000);
    const races: Race[] = await Promise.all(
      ahead.slice(0, 2).map((r) => getData(ctx.app, `/v1/racing/event-race/${r.event_id}`)),
    );
    const [first, second] = races.map((r) => r.runners.find((x) => !x.is_eliminated)!);
    const leg = (race: Race, horse: Race['runners'][number], boost: boolean) => ({
      leg_id: String(race.event_id),
      event_id: race.event_id,
      bet_type: 'FWIN',
      selections: String(horse.saddle_number),
      bet_amount: boost ? 10 : 0,
      requested_dividend: horse.odds.FWIN,
      boost_mode: boost,
      event_type: 'R',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: {
        coupon_tracking_code: 'boosted-single-and-multi',
        legs: [leg(races[0], first, true), leg(races[1], second, false)],
        multi_bet_amount: 10,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A void leg makes the multi pay the product of its legs' stored prices, where the boost once leaked in.
    await ctx.db.tx((q) => feed.sim.scratch(q, races[1].event_id, second.saddle_number));
    for (const [race, horse] of [
      [races[0], first],
      [races[1], races[1].runners.find((x) => !x.is_eliminated && x !== second)!],
    ] as const) {
      const starters = race.runners.filter((r) => !r.is_eliminated).map((r) => r.saddle_number);
      feed.sim.forceResult(race.event_id, [horse.saddle_number, ...starters.filter((n) => n !== horse.saddle_number)]);
      await ctx.db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
        race.event_id,
        ctx.clock.now() - FINAL_AFTER_MS - 1000,
      ]);
    }
    await feed.feed.tick();
    const { rows } = await ctx.db.query<{ bet_kind: string; return_cents: number }>(
      'SELECT bet_kind, return_cents FROM bets WHERE user_id = $1 ORDER BY bet_kind',
      [punter.id],
    );
    const single = Math.floor(1000 * boostedDividend(first.odds.FWIN, 25) + 1e-9);
    // The multi's first leg at its own (unboosted) price, the scratched one at 1: the boost was the single's alone.
    const multi = Math.floor(1000 * first.odds.FWIN + 1e-9);
    expect(rows.map((r) => [r.bet_kind, Number(r.return_cents)])).toEqual([
      ['multi', multi],
      ['single', single],
    ]);
  });
});
