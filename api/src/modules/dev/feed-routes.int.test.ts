import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { getData } from '../../../test/feed-helpers';
import { startFeed } from '../feed/runner';
import { settlement } from '../settlement/service';
import { getBalances } from '../ledger/service';
import { boostedDividend } from '../betting/rules';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Race = {
  event_id: number;
  race_status: string;
  start_time: string;
  field_size: number;
  result_string: string | null;
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
};

describe('the manual feed: sandbox calls move the clock, jump, price and settle races', () => {
  let ctx: Ctx;
  let race: Race;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const verify = (legs: object[], extra: object = {}, headers: Record<string, string> = {}) =>
    post('/v1/betting/verify-bet', { legs, ...extra }, headers).then((r) => r.json().data);
  const win = (saddle: number, requested: number, extra: object = {}) => ({
    leg_id: `${race.event_id}-${saddle}`,
    event_id: race.event_id,
    bet_type: 'FWIN',
    selections: String(saddle),
    bet_amount: 10,
    total_amount: 10,
    requested_dividend: requested,
    event_type: 'R',
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    const feed = startFeed('manual', ctx.db, ctx.clock, settlement, undefined, undefined, { lanes: 1 })!;
    await feed.firstTick;
    ctx.app.deps.feed = feed;
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const later = list.filter((r) => r.field_size >= 8 && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000);
    // The tests bet on and finish runners 1 to 3: a race where the day's schedule has scratched none of them.
    for (const candidate of later) {
      race = await getData(ctx.app, `/v1/racing/event-race/${candidate.event_id}`);
      if (race.runners.filter((r) => r.saddle_number <= 3).every((r) => !r.is_eliminated)) break;
    }
  }, 180_000);
  afterAll(async () => {
    await ctx.app.deps.feed?.stop();
    await ctx.close();
  });

  it('says the clock is manual and moves it only when told', async () => {
    const before = (await ctx.app.inject({ url: '/v1/dev/feed/clock' })).json();
    expect(before.manual).toBe(true);
    const moved = (await post('/v1/dev/feed/advance', { seconds: 60 })).json();
    expect(Date.parse(moved.now) - Date.parse(before.now)).toBe(60_000);
    expect((await post('/v1/dev/feed/advance', { seconds: 0 })).statusCode).toBe(400);
  });

  it('sets a price, and the price-change setting decides what a moved price does at verify', async () => {
    const res = await post(`/v1/dev/feed/races/${race.event_id}/price`, { saddle_number: 1, price: 7.5 });
    expect(res.statusCode).toBe(200);
    const live: Race = await getData(ctx.app, `/v1/racing/event-race/${race.event_id}`);
    expect(live.runners.find((r) => r.saddle_number === 1)!.odds.FWIN).toBe(7.5);

    const codes = async (requested: number, price_changes?: string) =>
      (await verify([win(1, requested)], price_changes ? { price_changes } : {})).legs[0].bet_leg_error_codes;
    expect(await codes(7.5)).toEqual([]);
    // ask (the default): any move is code 311
    expect(await codes(5)).toEqual([311]);
    expect(await codes(9, 'ask')).toEqual([311]);
    // accept better: a higher price is taken, a lower one asks
    expect(await codes(5, 'accept_better')).toEqual([]);
    expect(await codes(9, 'accept_better')).toEqual([311]);
    // accept any: taken either way, at the current price
    const any = await verify([win(1, 9)], { price_changes: 'accept_any' });
    expect(any.legs[0].bet_leg_error_codes).toEqual([]);
    expect(any.legs[0].current_dividend).toBe(7.5);
    expect((await post('/v1/betting/verify-bet', { legs: [win(1, 9)], price_changes: 'maybe' })).statusCode).toBe(400);
  });

  it('offers a punter their bonus bet and boost on a leg that does not use them yet', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    // The sandbox's promotions team grants them (dev/routes/post-bonus-bet.handler.ts).
    expect((await post(`/v1/dev/punters/${punter.id}/bonus-bets`, { amount: 10 })).statusCode).toBe(200);
    const boost = await post(`/v1/dev/punters/${punter.id}/dividend-boosts`, { boost_percent: 20, uses: 1 });
    expect(boost.statusCode).toBe(200);
    expect((await post(`/v1/dev/punters/${crypto.randomUUID()}/bonus-bets`, { amount: 10 })).statusCode).toBe(404);
    const { legs } = await verify([win(1, 7.5)], {}, punter.headers);
    expect(legs[0].free_bet_limit).toBe(10);
    expect(legs[0].free_bet_id).toBeTruthy();
    expect(legs[0].boost).toEqual([expect.objectContaining({ boosted_dividend: boostedDividend(7.5, 20) })]);
    // Anonymous: nothing to offer.
    const anonymous = await verify([win(1, 7.5)]);
    expect(anonymous.legs[0]).toMatchObject({ free_bet_id: null, boost: [] });
  });

  it('jumps a race (betting closes), then settles it with the given finish and pays the winner', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const placed = await post(
      '/v1/betting/request-bet',
      { coupon_tracking_code: `feed-${Date.now()}`, legs: [win(1, 7.5)] },
      punter.headers,
    );
    expect(placed.statusCode).toBe(200);
    const jumped = (await post(`/v1/dev/feed/races/${race.event_id}/jump`, {})).json();
    expect(jumped.race_status).toBe('Closed');
    expect((await verify([win(1, 7.5)])).legs[0].bet_leg_error_codes).toEqual([302, 350]);

    expect((await post(`/v1/dev/feed/races/${race.event_id}/settle`, { order: [1, 1] })).statusCode).toBe(400);
    const settled = (await post(`/v1/dev/feed/races/${race.event_id}/settle`, { order: [1, 2, 3] })).json();
    expect(settled).toMatchObject({ race_status: 'Final' });
    expect(settled.result_string).toMatch(/^1-2-3/);
    const balances = await getBalances(ctx.db, punter.id);
    expect(balances.cash_cents).toBe(10_000 - 1000 + 7500);
    expect((await post(`/v1/dev/feed/races/${race.event_id}/settle`, { order: [1] })).statusCode).toBe(409);
  });

  it('scratches a runner: it no longer runs, the rest of the field is priced again, and a second scratching is 404', async () => {
    const before: Race = await getData(ctx.app, `/v1/racing/event-race/${race.event_id}`);
    const saddle = before.runners.findLast((r) => !r.is_eliminated)!.saddle_number;
    const scratched = await post(`/v1/dev/feed/races/${race.event_id}/scratch`, { saddle_number: saddle });
    expect(scratched.json()).toEqual({ event_id: race.event_id, saddle_number: saddle });
    const after: Race = await getData(ctx.app, `/v1/racing/event-race/${race.event_id}`);
    const runner = after.runners.find((r) => r.saddle_number === saddle)!;
    expect([runner.is_eliminated, runner.odds]).toEqual([true, {}]);
    const shortened = after.runners.filter((r, i) => r.odds.FWIN < before.runners[i].odds.FWIN);
    expect(shortened.length).toBeGreaterThan(0);
    expect((await post(`/v1/dev/feed/races/${race.event_id}/scratch`, { saddle_number: saddle })).statusCode).toBe(404);
    expect((await post(`/v1/dev/feed/races/${race.event_id}/scratch`, { saddle_number: 0 })).statusCode).toBe(400);
  });

  it('a race the schedule would abandon runs when jumped under control: Closed, not Abandoned, its bets not refunded', async () => {
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const other = list.find((r) => r.event_id !== race.event_id && r.race_status === 'Open')!;
    await ctx.db.query("UPDATE racing_races SET fate = 'abandon' WHERE event_id = $1", [other.event_id]);
    const jumped = (await post(`/v1/dev/feed/races/${other.event_id}/jump`, {})).json();
    expect(jumped.race_status).toBe('Closed');
    const { rows } = await ctx.db.query<{ fate: string }>('SELECT fate FROM racing_races WHERE event_id = $1', [
      other.event_id,
    ]);
    expect(rows[0]!.fate).toBe('run');
  });

  it('answers 404 for a race that does not exist', async () => {
    expect((await post('/v1/dev/feed/races/999999/jump', {})).statusCode).toBe(404);
  });
});
