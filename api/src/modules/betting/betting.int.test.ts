import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { grantBonusBet, grantDividendBoost } from '../benefits/service';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS, MATCH_LENGTH_MS } from '../feed/timeline';
import { getBalances, journalBalances } from '../ledger/service';
import { boostedDividend, multiDividend } from './rules';
import { cents } from '@wagering/contract/money';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Runner = {
  saddle_number: number;
  runner_name: string;
  is_eliminated: boolean;
  odds: Record<string, number>;
  srm_odds: { dividend_code: string; value: number }[];
};
type Race = {
  race_status: string;
  result_string: string | null;
  event_id: number;
  meeting_id: number;
  race_number: number;
  start_time: string;
  field_size: number;
  runners: Runner[];
  dividends: { dividend_code: string; selections: string; value: number }[];
};

let seq = 0;
/** Returns round down to the cent (floating-point products like 100 × 0.29 must not lose a cent). */
const pay = (cents: number, dividend: number) => Math.floor(cents * dividend + 1e-9);
const code = () => `coupon-${Date.now()}-${seq++}`;

describe('betting: verify-bet, request-bet and settlement on a driven clock', () => {
  let ctx: Ctx;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    feed = await startTestFeed(ctx);
    // Generous: a fresh database plus the feed's first day on a busy shared machine.
  }, 180_000);
  afterAll(async () => ctx.close());

  const request = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/v1/betting/request-bet', headers, payload: body });
  const verify = (body: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/v1/betting/verify-bet', headers, payload: body });
  const race = (id: number): Promise<Race> => getData(ctx.app, `/v1/racing/event-race/${id}`);
  /** The next race with a full field (8+ starters, three places) that jumps at least 10 minutes from now. */
  async function fullFieldRace(skip: number[] = []): Promise<Race> {
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const found = list.find(
      (r) =>
        r.field_size >= 8 && !skip.includes(r.event_id) && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000,
    );
    if (!found)
      throw new Error(
        'no full-field race ahead: ' +
          JSON.stringify(list.map((x) => [x.field_size, x.start_time])) +
          new Date(ctx.clock.now()).toISOString(),
      );
    return race(found.event_id);
  }
  const win = (r: Race, saddle: number, amount: number, extra: object = {}) => ({
    leg_id: `${r.event_id}-${saddle}-FWIN`,
    event_id: r.event_id,
    bet_type: 'FWIN',
    selections: String(saddle),
    bet_amount: amount,
    total_amount: amount,
    requested_dividend: r.runners.find((x) => x.saddle_number === saddle)?.odds.FWIN ?? 2,
    event_type: 'R',
    ...extra,
  });

  it('a race opens, prices move, bets of every kind are placed, the race jumps and resolves, and every balance is exactly what the rules say', async () => {
    const punter = await createPunter(ctx, { cashCents: 100_000 });
    await ctx.db.tx(async (q) => {
      await grantBonusBet(q, {
        userId: punter.id,
        amountCents: cents(500),
        description: 'Welcome bonus bet',
        expiresAt: ctx.clock.now() + 7 * 86_400_000,
        now: ctx.clock.now(),
      });
      await grantDividendBoost(q, {
        userId: punter.id,
        description: '20% boost',
        boostPercent: 20,
        uses: 1,
        expiresAt: ctx.clock.now() + 7 * 86_400_000,
        now: ctx.clock.now(),
      });
    });
    // Bring a race close to its jump, among the few soonest races whose prices move each tick. A few races in a
    // hundred are suspended from two minutes before their jump (no price moves, no bets): take the next one then.
    let r = await fullFieldRace();
    for (;;) {
      await feed.advance(Date.parse(r.start_time) - ctx.clock.now() - 2 * 60_000);
      r = await race(r.event_id);
      if (r.race_status !== 'Suspended') break;
      r = await fullFieldRace([r.event_id]);
    }
    let second = await fullFieldRace([r.event_id]);
    // Watch the prices move: a tick a second, for up to a minute (a tick can leave every rounded price where it was).
    const before = JSON.stringify(r.runners.map((x) => x.odds));
    for (let tick = 0; tick < 60 && JSON.stringify(r.runners.map((x) => x.odds)) === before; tick++) {
      await feed.advance(1000);
      r = await race(r.event_id);
    }
    expect(JSON.stringify(r.runners.map((x) => x.odds))).not.toBe(before);

    const starters = r.runners.filter((x) => !x.is_eliminated).map((x) => x.saddle_number);
    const [a, b, c, d] = starters;
    feed.sim.forceResult(r.event_id, starters);
    const price = (s: number, code: string) => r.runners.find((x) => x.saddle_number === s)!.odds[code];
    const srmPrice = (
      await getData(ctx.app, `/v1/racing/same-race-multi-div?event_id=${r.event_id}&selections=${a}:FWIN,${b}:PTOP2`)
    ).dividend;
    const legs = [
      win(r, a, 10),
      { ...win(r, c, 10), leg_id: 'place-c', bet_type: 'FPLC', requested_dividend: price(c, 'FPLC') },
      { ...win(r, b, 5), leg_id: 'ew-b', bet_type: 'EachWay', total_amount: 10 },
      {
        leg_id: 'tri',
        event_id: r.event_id,
        bet_type: 'Exotic',
        special_type: 'BoxTrifecta',
        selections: `${a},${b},${c}`,
        bet_amount: 1,
        total_amount: 6,
      },
      {
        leg_id: 'exa',
        event_id: r.event_id,
        bet_type: 'Exotic',
        special_type: 'Exacta',
        selections: `${a}/${b},${c}`,
        bet_amount: 0.5,
        total_amount: 1,
      },
      {
        leg_id: 'quin',
        event_id: r.event_id,
        bet_type: 'Exotic',
        special_type: 'Quinella',
        selections: `${b},${d}`,
        bet_amount: 2,
        total_amount: 2,
      },
      {
        leg_id: 'srm',
        event_id: r.event_id,
        bet_type: 'Exotic',
        special_type: 'SameRaceMulti',
        selections: `${a}:FWIN,${b}:PTOP2`,
        bet_amount: 3,
        total_amount: 3,
        requested_dividend: srmPrice,
      },
      { ...win(r, a, 4), leg_id: 'tote', bet_type: 'WTX', requested_dividend: price(a, 'WTX') },
      { ...win(r, a, 5), leg_id: 'bonus', is_free_bet: true },
      { ...win(r, a, 2), leg_id: 'boost', boost_mode: true },
    ];
    const verified = await verify({ legs }, punter.headers);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.err_code).toBeNull();
    expect(
      verified.json().data.legs.find((l: { leg_id: string }) => l.leg_id === 'boost').boost[0].boosted_dividend,
    ).toBe(boostedDividend(price(a, 'FWIN'), 20));

    const placed = await request(punter.headers, { coupon_tracking_code: code(), legs });
    expect(placed.statusCode, placed.body).toBe(200);
    // SPEC 3 placed-bet fields: a racing single names its runner and product.
    const placedBet = (legId: string) =>
      placed.json().data.bets.find((x: { leg_ids: string[] }) => x.leg_ids[0] === legId);
    expect(placedBet(legs[0].leg_id)).toMatchObject({
      runner_name: r.runners.find((x) => x.saddle_number === a)!.runner_name,
      product_type: 'FWIN',
      market_type: null,
      pairs: null,
    });
    expect(placedBet('tri')).toMatchObject({ product_type: 'BoxTrifecta', runner_name: null });
    const stakes = 1000 + 1000 + 1000 + 600 + 100 + 200 + 300 + 400 + 200; // cash; the bonus bet's 500 comes from bonus
    expect(placed.json().data.balance).toEqual({ cash_cents: 100_000 - stakes, bonus_cents: 0 });
    expect(
      placed
        .json()
        .data.bets.every(
          (x: { ticket_number: string; transaction_id: number }) => x.ticket_number && x.transaction_id > 0,
        ),
    ).toBe(true);

    // A multi across two races whose second leg is scratched after the bet: that leg counts as 1.
    second = await race(second.event_id);
    const multiLegs = [
      { ...win(r, a, 0) },
      { ...win(second, second.runners.find((x) => !x.is_eliminated)!.saddle_number, 0) },
    ];
    const multi = await request(punter.headers, { coupon_tracking_code: code(), legs: multiLegs, multi_bet_amount: 2 });
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().data.multi.multibet_transaction_id).toBeGreaterThan(0);
    await ctx.db.tx((q) => feed.sim.scratch(q, second.event_id, Number(multiLegs[1].selections)));

    await feed.advance(Date.parse(second.start_time) + FINAL_AFTER_MS - ctx.clock.now() + 1000);
    const run = await race(r.event_id);
    expect(run.result_string).toBe(starters.slice(0, 4).join('-'));
    const div = (code: string, sel?: string) =>
      run.dividends.find((x) => x.dividend_code === code && (!sel || x.selections === sel))!.value;
    const expected =
      pay(1000, price(a, 'FWIN')) + // win
      pay(1000, price(c, 'FPLC')) + // place: third of 8+ starters
      pay(500, price(b, 'FPLC')) + // each way: the place half
      pay(100, div('Trifecta')) + // one of six boxed combinations at $1
      pay(50, div('Exacta')) + // one of two at 50c
      pay(300, srmPrice) + // same-race multi
      pay(400, div('WTX', String(a))) + // tote win pays the final dividend
      pay(500, price(a, 'FWIN')) -
      500 + // bonus bet: profit only
      pay(200, boostedDividend(price(a, 'FWIN'), 20)) + // boosted
      pay(200, price(a, 'FWIN')); // the multi, its scratched leg void
    const balances = await getBalances(ctx.db, punter.id);
    expect(balances).toEqual({ cash_cents: 100_000 - stakes - 200 + expected, bonus_cents: 0 });
    expect(await journalBalances(ctx.db, punter.id)).toEqual(balances);
    const { rows } = await ctx.db.query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM bets WHERE user_id = $1 GROUP BY status ORDER BY status',
      [punter.id],
    );
    expect(Object.fromEntries(rows.map((x) => [x.status, Number(x.n)]))).toEqual({ No_Return: 1, Return_Of: 10 });
  }, 180_000);

  it('sports singles and parlay combinations (Doubles) settle on the results', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const [match] = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=1&sport_code=BBL');
    const h2h = match.submarkets
      .find((m: { market_name: string }) => m.market_name === 'Head to Head')
      .selections.find((x: { bet_type: string }) => x.bet_type === 'AWin');
    const r1 = await fullFieldRace();
    const r2 = await fullFieldRace([r1.event_id]);
    const r3 = await fullFieldRace([r1.event_id, r2.event_id]);
    const starters = (r: Race) => r.runners.filter((x) => !x.is_eliminated).map((x) => x.saddle_number);
    feed.sim.forceResult(r1.event_id, starters(r1));
    feed.sim.forceResult(r2.event_id, starters(r2));
    feed.sim.forceResult(r3.event_id, starters(r3));
    const legs = [
      win(r1, starters(r1)[0], 0),
      win(r2, starters(r2)[0], 0),
      win(r3, starters(r3)[1], 0), // runs second: loses
      {
        leg_id: 'sport',
        event_id: match.event_id,
        bet_type: 'AWin',
        selections: h2h.selection_name,
        bet_amount: 5,
        requested_dividend: h2h.dividend,
        is_sport: true,
        event_type: 'S',
      },
    ];
    const ids = legs.map((l) => l.leg_id);
    const doubles = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]));
    const placed = await request(punter.headers, {
      coupon_tracking_code: code(),
      legs,
      parlay_options: [{ combinations: doubles, amount: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.bets).toHaveLength(7);
    expect(placed.json().data.balance.cash_cents).toBe(10_000 - 500 - 600);
    // SPEC 3 placed-bet fields: the sports single names its product; each Double names the pair of legs it is on.
    type Placed = { bet_kind: string; pairs: string[] | null; product_type: string; is_parlay: boolean };
    const bets: Placed[] = placed.json().data.bets;
    expect(bets.find((b) => b.bet_kind === 'single')).toMatchObject({
      leg_ids: ['sport'],
      product_type: 'AWin',
      market_type: null,
      runner_name: null,
      pairs: null,
      is_parlay: false,
    });
    const parlays = bets.filter((b) => b.bet_kind === 'parlay');
    expect(parlays.map((b) => b.pairs)).toEqual(doubles);
    expect(parlays.every((b) => b.product_type === 'M' && b.is_parlay)).toBe(true);

    const lastStart = Math.max(
      Date.parse(match.match_starting_date) + MATCH_LENGTH_MS,
      ...[r1, r2, r3].map((r) => Date.parse(r.start_time) + FINAL_AFTER_MS),
    );
    await feed.advance(lastStart - ctx.clock.now() + 60_000, 5 * 60_000);
    const played = await getData(ctx.app, `/v1/sports/get-event-match/${match.event_id}/3`);
    expect(played.match_status).toBe('Final');
    const aWon = played.score_a > played.score_b;
    const price = (r: Race, s: number) => r.runners.find((x) => x.saddle_number === s)!.odds.FWIN;
    const [d1, d2, ds] = [price(r1, starters(r1)[0]), price(r2, starters(r2)[0]), h2h.dividend];
    const expected =
      (aWon ? pay(500, ds) : 0) +
      pay(100, multiDividend([d1, d2])) +
      (aWon ? pay(100, multiDividend([d1, ds])) + pay(100, multiDividend([d2, ds])) : 0);
    expect(await getBalances(ctx.db, punter.id)).toEqual({ cash_cents: 10_000 - 1100 + expected, bonus_cents: 0 });
  }, 240_000);

  it('request-bet is idempotent per coupon tracking code: a retry never places a bet twice', async () => {
    const punter = await createPunter(ctx, { cashCents: 5000 });
    const r = await fullFieldRace();
    const body = {
      coupon_tracking_code: code(),
      legs: [win(r, r.runners.find((x) => !x.is_eliminated)!.saddle_number, 10)],
    };
    const first = await request(punter.headers, body);
    const again = await request(punter.headers, body);
    expect(again.json()).toEqual(first.json());
    expect(await getBalances(ctx.db, punter.id)).toEqual({ cash_cents: 4000, bonus_cents: 0 });
  });

  it('server checks answer with the SPEC leg codes', async () => {
    const punter = await createPunter(ctx, { cashCents: 5000 });
    const r = await fullFieldRace();
    const s = r.runners.find((x) => !x.is_eliminated)!.saddle_number;
    const legOf = async (leg: object, headers: Record<string, string> = punter.headers, extra: object = {}) =>
      (await verify({ legs: [leg], ...extra }, headers)).json().data.legs[0];

    expect((await legOf(win(r, s, 10, { requested_dividend: 999 }))).bet_leg_error_codes).toEqual([311]);
    expect((await legOf(win(r, s, 0.2))).bet_leg_error_codes).toEqual([358]);
    // The most one bet takes: $100,000 is a bet; a cent more is refused with a message the slip shows as it is.
    expect((await legOf(win(r, s, 100_000))).bet_leg_error_codes).toEqual([]);
    expect(await legOf(win(r, s, 100_000.01))).toMatchObject({
      bet_leg_error_codes: [359],
      error_message: 'The most you can bet on one bet is $100,000.00',
    });
    expect((await legOf(win(r, 99, 1))).bet_leg_error_codes).toEqual([302, 351]);
    expect((await legOf({ ...win(r, s, 1), bet_type: 'NOPE' })).bet_leg_error_codes).toEqual([302, 351]);
    expect((await legOf(win(r, s, 1, { is_free_bet: true }))).bet_leg_error_codes).toEqual([300]);
    const both = await legOf(win(r, s, 1, { is_free_bet: true, boost_mode: true }));
    expect(both).toMatchObject({
      bet_leg_error_codes: [350],
      error_message: 'Bonus and Boosts cannot be used on same bet leg',
    });
    expect((await legOf(win(r, s, 1, { boost_mode: true }))).bet_leg_error_codes).toEqual([302]);
    // Runners still in the race: a scratched one would be refused for itself (351), not for the total.
    const runningSaddles = (n: number) =>
      r.runners
        .filter((x) => !x.is_eliminated)
        .slice(0, n)
        .map((x) => x.saddle_number)
        .join(',');
    const mismatch = await legOf({
      event_id: r.event_id,
      bet_type: 'Exotic',
      special_type: 'BoxTrifecta',
      selections: runningSaddles(3),
      bet_amount: 1,
      total_amount: 5,
    });
    expect(mismatch.bet_leg_error_codes).toEqual([302, 350]);
    const flexi = await legOf({
      event_id: r.event_id,
      bet_type: 'Exotic',
      special_type: 'BoxTrifecta',
      selections: runningSaddles(4),
      bet_amount: 10 / 24,
      total_amount: 10,
    });
    expect(flexi).toMatchObject({ bet_leg_error_codes: [], combinations: 24 });

    await ctx.db.tx((q) =>
      grantBonusBet(q, {
        userId: punter.id,
        amountCents: cents(300),
        description: 'Bonus',
        expiresAt: ctx.clock.now() + 86_400_000,
        now: ctx.clock.now(),
      }),
    );
    const over = await legOf(win(r, s, 5, { is_free_bet: true }));
    expect(over).toMatchObject({ bet_leg_error_codes: [314], free_bet_limit: 3 });
    const other = (await getData(ctx.app, '/v1/racing/next-to-jump/A/20')).find(
      (x: Race) => x.event_id !== r.event_id && x.field_size >= 2,
    );
    const second = await race(other.event_id);
    const multiLegs = [win(r, s, 0), win(second, second.runners.find((x) => !x.is_eliminated)!.saddle_number, 0)];
    const multiBonus = (
      await verify({ legs: multiLegs, multi_bet_amount: 5, is_free_bets: true }, punter.headers)
    ).json().data;
    expect(multiBonus.err_code).toBe('multi-bonus-over-limit');
    const multiBoost = (
      await verify({ legs: multiLegs, multi_bet_amount: 5, multi_boost: true }, punter.headers)
    ).json().data;
    expect(multiBoost.err_code).toBe('multi-boost-over-limit');

    // A closed race: move past this race's jump.
    await feed.advance(Date.parse(r.start_time) - ctx.clock.now() + 1000);
    expect((await legOf(win(r, s, 1))).bet_leg_error_codes).toEqual([302, 350]);
  }, 120_000);

  it('malformed or hostile bets are refused and leave the ledger unchanged', async () => {
    const punter = await createPunter(ctx, { cashCents: 1000 });
    const r = await fullFieldRace();
    const s = r.runners.find((x) => !x.is_eliminated)!.saddle_number;
    const refused = async (body: object) => {
      const res = await request(punter.headers, { coupon_tracking_code: code(), ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('message');
      return res.json();
    };
    await refused({ legs: [win(r, s, -5)] });
    await refused({ legs: [win(r, s, 1.005)] });
    await refused({ legs: [win(r, s, 1, { requested_dividend: 1000 })] });
    await refused({ legs: [win(r, 77, 1)] });
    await refused({ legs: Array.from({ length: 25 }, () => win(r, s, 1)) });
    await refused({ legs: [{ ...win(r, s, 1), event_id: 'DROP TABLE bets' }] });
    const broke = await refused({ legs: [win(r, s, 20)] });
    expect(broke.message).toBe('Insufficient funds');
    expect(await getBalances(ctx.db, punter.id)).toEqual({ cash_cents: 1000, bonus_cents: 0 });
    const { rows } = await ctx.db.query('SELECT 1 FROM bets WHERE user_id = $1', [punter.id]);
    expect(rows).toHaveLength(0);
  });

  it('200 request-bet calls at once for one account with just enough balance for some never overdraw, and the ledger balances', async () => {
    const punter = await createPunter(ctx, { cashCents: 30_000 });
    const r = await fullFieldRace();
    const leg = win(r, r.runners.find((x) => !x.is_eliminated)!.saddle_number, 5);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => request(punter.headers, { coupon_tracking_code: code(), legs: [leg] })),
    );
    const ok = results.filter((x) => x.statusCode === 200).length;
    expect(ok).toBe(60);
    expect(results.filter((x) => x.statusCode === 400).every((x) => x.json().message === 'Insufficient funds')).toBe(
      true,
    );
    expect(await getBalances(ctx.db, punter.id)).toEqual({ cash_cents: 0, bonus_cents: 0 });
    expect(await journalBalances(ctx.db, punter.id)).toEqual({ cash_cents: 0, bonus_cents: 0 });
    const { rows } = await ctx.db.query<{ total: string }>(
      'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM journal_lines',
    );
    expect(Number(rows[0].total)).toBe(0);
  }, 120_000);
});
