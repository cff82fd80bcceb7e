/**
 * Cash out proved against the reference model (issue 27 item 1): generated sequences place fixed-price singles and
 * multis, move prices, run races, ask for offers and accept them (at the offer shown, or at one the market has
 * since moved from). Every offer equals the model's cash-out value and never exceeds the stake at current prices; a
 * bet with a lost leg has none; an accept pays exactly the offer or is asked again; and once every race and match
 * has a result, each bet not cashed out pays the model's return, a cashed-out bet is never settled again, and the
 * ledger balances. CASH_OUT_RUNS sets the number of sequences; CASH_OUT_SEED replays one.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYOUT_CEILING_CENTS } from '@wagering/contract/constants';
import { createPunter, createTestApp } from '../../../test/helpers';
import { apiMatch, apiRace, matchResult, modelMatch, modelRace, raceResult } from '../../../test/wagering-model/market';
import {
  cashOutValue,
  partFactor,
  placeSlip,
  releaseBet,
  settleBet,
  type ModelBet,
  type ModelMarket,
  type ModelResult,
  type ModelWallet,
  type WireLeg,
} from '../../../test/wagering-model/model';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS, MATCH_LENGTH_MS } from '../feed/timeline';
import { getBalances, journalBalances } from '../ledger/service';
import { DEFAULT_CASH_OUT } from '../../lib/cash-out-settings';

const RUNS = Number(process.env.CASH_OUT_RUNS ?? 25);
const SEED = process.env.CASH_OUT_SEED ? Number(process.env.CASH_OUT_SEED) : Date.now() % 2 ** 31;
const TERMS = { marginPercent: DEFAULT_CASH_OUT.marginPercent };

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
interface Placed {
  ticket: string;
  bet: ModelBet;
  cashedOutFor?: number;
  /** What settlement paid to cash, once the bet settled. */
  settledFor?: number;
}
type Quote = { ticket_number: string; offer_cents: number | null };

/** One step of a punter's session; the numbers pick among what is open when the step runs. */
type Step =
  | { kind: 'place'; legs: { event: number; runner: number; place: boolean }[]; stakeCents: number }
  | { kind: 'move'; event: number; runner: number; price: number }
  | { kind: 'accept'; bet: number; stale: boolean }
  | { kind: 'run'; event: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      legs: fc.array(fc.record({ event: fc.nat(), runner: fc.nat(), place: fc.boolean() }), {
        minLength: 1,
        maxLength: 3,
      }),
      stakeCents: fc.integer({ min: 50, max: 20_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      event: fc.nat(),
      runner: fc.nat(),
      price: fc.integer({ min: 101, max: 5_000 }).map((h) => h / 100),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), bet: fc.nat(), stale: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('run' as const), event: fc.nat() }) },
);

describe(`cash out against the reference model (seed ${SEED}, ${RUNS} sequences)`, () => {
  let ctx: Ctx;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  let punter: Awaited<ReturnType<typeof createPunter>>;
  const market: ModelMarket = { races: new Map(), matches: new Map(), srmQuotes: new Map(), sgmQuotes: new Map() };
  const results = new Map<string, ModelResult>();
  /** The finish each run race was given, winner first. */
  const finishes = new Map<number, number[]>();
  const placed: Placed[] = [];
  const wallet: ModelWallet = { cashCents: 0, bonusBets: [], boosts: [], owedByEvent: new Map() };
  const tally = { placed: 0, offers: 0, noOffer: 0, closed: 0, cashedOut: 0, askedAgain: 0, runs: 0 };
  let rng = SEED;
  const next = () => (rng = (rng * 1103515245 + 12345) % 2 ** 31);

  beforeAll(async () => {
    ctx = await createTestApp();
    feed = await startTestFeed(ctx, { drift: false, lanes: 2 });
    punter = await createPunter(ctx, { cashCents: 50_000_000 });
    wallet.cashCents = 50_000_000;
    const now = ctx.clock.now();
    const list: { event_id: number; start_time: string }[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/60');
    for (const r of list.filter((x) => Date.parse(x.start_time) - now > 20 * 60_000).slice(0, 30))
      market.races.set(r.event_id, modelRace(await apiRace(ctx.app, r.event_id), now));
    const matches: { event_id: number }[] = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=10');
    for (const m of matches.slice(0, 4))
      market.matches.set(m.event_id, modelMatch(await apiMatch(ctx.app, m.event_id), now));
    expect(market.races.size).toBeGreaterThanOrEqual(10);
  }, 300_000);
  afterAll(async () => ctx?.close());

  const openRaces = () => [...market.races.values()].filter((r) => r.open);
  const starters = (eventId: number) => market.races.get(eventId)!.runners.filter((r) => !r.scratched);

  /** A leg on the event and runner the numbers pick: a race's runner to win or place, or a match's selection. */
  function legFor(choice: { event: number; runner: number; place: boolean }): WireLeg {
    const races = openRaces();
    const matches = [...market.matches.values()].filter((m) => m.open);
    const all = [...races.map((r) => ({ race: r })), ...matches.map((m) => ({ match: m }))];
    const picked = all[choice.event % all.length];
    if ('match' in picked) {
      const types = Object.keys(picked.match.prices).sort();
      const type = types[choice.runner % types.length];
      return {
        event_id: picked.match.event_id,
        bet_type: type,
        selections: type,
        requested_dividend: picked.match.prices[type],
        event_type: 'S',
        is_sport: true,
      };
    }
    const field = starters(picked.race.event_id);
    const runner = field[choice.runner % field.length];
    const code = choice.place && runner.odds.FPLC ? 'FPLC' : 'FWIN';
    return {
      event_id: picked.race.event_id,
      bet_type: code,
      selections: String(runner.saddle),
      requested_dividend: runner.odds[code],
      event_type: 'R',
    };
  }

  let coupon = 0;
  async function place(step: Extract<Step, { kind: 'place' }>) {
    const legs = step.legs.map(legFor);
    const dollars = step.stakeCents / 100;
    const distinct = new Set(legs.map((l) => `${l.is_sport ? 'S' : 'R'}${l.event_id}`)).size === legs.length;
    const multi = legs.length > 1 && distinct && legs.every((l) => l.is_sport || l.bet_type === 'FWIN');
    const slip = multi
      ? { legs: legs.map((l, i) => ({ ...l, leg_id: String(i) })), multi_bet_amount: dollars }
      : { legs: [{ ...legs[0], leg_id: '0', bet_amount: dollars, total_amount: dollars }] };
    // A sports selection's name is what the API stores; the model needs only its bet type.
    for (const l of slip.legs.filter((x) => x.is_sport)) {
      const m = await apiMatch(ctx.app, l.event_id);
      l.selections = m.submarkets.flatMap((s) => s.selections).find((s) => s.bet_type === l.bet_type)!.selection_name;
    }
    const verdict = placeSlip(slip, market, wallet, DEFAULT_PAYOUT_CEILING_CENTS);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { ...slip, coupon_tracking_code: `cash-out-model-${SEED}-${coupon++}` },
    });
    expect(res.statusCode === 200, `${JSON.stringify(verdict)} ${res.body.slice(0, 400)}`).toBe(verdict.accepted);
    if (!verdict.accepted) return;
    const tickets: string[] = res.json().data.bets.map((b: { ticket_number: string }) => b.ticket_number);
    tickets.forEach((ticket, i) => placed.push({ ticket, bet: verdict.bets[i] }));
    tally.placed += tickets.length;
  }

  /** Sets a runner's fixed price (or a match selection's) in the API's market and the model's alike. */
  async function move(step: Extract<Step, { kind: 'move' }>) {
    const races = openRaces();
    const race = races[step.event % races.length];
    if (!race) return;
    const runner = starters(race.event_id)[step.runner % starters(race.event_id).length];
    const code = step.runner % 3 === 0 && runner.odds.FPLC ? 'FPLC' : 'FWIN';
    await ctx.db.query(
      `UPDATE racing_runners SET odds = odds || jsonb_build_object($3::text, $4::numeric) WHERE event_id = $1 AND saddle_number = $2`,
      [race.event_id, runner.saddle, code, step.price],
    );
    runner.odds[code] = step.price;
  }

  /** Every offer the API makes equals the model's; the model has none where the API lists none. */
  async function checkOffers(): Promise<Map<string, number | null>> {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/betting/cash-out', headers: punter.headers });
    expect(res.statusCode, res.body).toBe(200);
    const offers = new Map((res.json().data as Quote[]).map((q) => [q.ticket_number, q.offer_cents]));
    for (const p of placed) {
      if (p.cashedOutFor !== undefined || isSettled(p.bet)) {
        expect(offers.has(p.ticket), `${p.ticket} is closed`).toBe(false);
        tally.closed++;
        continue;
      }
      const expected = cashOutValue(p.bet, market, results, TERMS);
      const why = `seed ${SEED}: ${p.ticket} ${JSON.stringify(p.bet)} results ${JSON.stringify([...results])}`;
      expect(offers.get(p.ticket) ?? null, why).toBe(expected);
      if (expected === null) tally.noOffer++;
      else {
        tally.offers++;
        expect(expected, why).toBeLessThanOrEqual(valueAtCurrentPrices(p.bet));
      }
    }
    return offers;
  }

  const resultOf = (part: ModelBet['parts'][number]) => results.get(`${part.is_sport ? 'S' : 'R'}${part.event_id}`);

  /** The bet's value at the prices now (a leg to run: taken over current), resolved legs at what they paid. */
  function valueAtCurrentPrices(bet: ModelBet): number {
    const value = bet.parts.reduce((a, part) => {
      const r = resultOf(part);
      if (r) return a * partFactor(part, r);
      const price = part.is_sport
        ? market.matches.get(part.event_id)!.prices[part.bet_type]
        : market.races.get(part.event_id)!.runners.find((x) => x.saddle === Number(part.selections))!.odds[
            part.bet_type
          ];
      return (a * part.price!) / price;
    }, bet.stakeCents);
    return Math.floor(value + 1e-6);
  }

  /** Settled by the API: every part resolved, or a multi with a lost part. */
  const isSettled = (bet: ModelBet) =>
    bet.parts.every((p) => resultOf(p)) ||
    (bet.kind !== 'single' && bet.parts.some((p) => resultOf(p) && partFactor(p, resultOf(p)!) === 0));

  async function accept(step: Extract<Step, { kind: 'accept' }>, offers: Map<string, number | null>) {
    const open = placed.filter((p) => offers.get(p.ticket));
    const target = open[step.bet % Math.max(1, open.length)];
    if (!target) return;
    const offer = offers.get(target.ticket)!;
    const asked = step.stale ? offer + 1 : offer;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/betting/bets/${target.ticket}/cash-out`,
      headers: punter.headers,
      payload: { offer_cents: asked },
    });
    if (step.stale) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'cash-out-offer-changed', offer: { offer_cents: offer } });
      tally.askedAgain++;
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    wallet.cashCents += offer;
    releaseBet(wallet, target.bet);
    target.cashedOutFor = offer;
    tally.cashedOut++;
    expect(res.json().data.balance.cash_cents).toBe(wallet.cashCents);
  }

  /** One race runs to a random finish and its bets settle: the model learns its result. */
  async function run(step: Extract<Step, { kind: 'run' }>) {
    const races = openRaces();
    if (races.length <= 4) return;
    const race = races[step.event % races.length];
    await finish(race.event_id);
    await settleAll();
    tally.runs++;
  }

  async function finish(eventId: number) {
    const order = starters(eventId).map((r) => r.saddle);
    for (let i = order.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    feed.sim.forceResult(eventId, order);
    finishes.set(eventId, order);
    await ctx.db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
      eventId,
      ctx.clock.now() - FINAL_AFTER_MS - 1000,
    ]);
    market.races.get(eventId)!.open = false;
  }

  /** Settlement runs; the model learns the results and the punter's wallet takes what the settled bets paid. */
  async function settleAll() {
    for (let tick = 0; tick < 5; tick++) await feed.feed.tick();
    for (const race of market.races.values()) {
      if (race.open || results.has(`R${race.event_id}`)) continue;
      const r = await apiRace(ctx.app, race.event_id);
      expect(['Final', 'Abandoned']).toContain(r.race_status);
      results.set(`R${race.event_id}`, raceResult(r, finishes.get(race.event_id)!));
    }
    for (const match of market.matches.values()) {
      if (match.open || results.has(`S${match.event_id}`)) continue;
      const m = await apiMatch(ctx.app, match.event_id);
      expect(['Final', 'Abandoned']).toContain(m.match_status);
      results.set(`S${match.event_id}`, matchResult(m));
    }
    for (const p of placed) {
      if (p.cashedOutFor !== undefined || p.settledFor !== undefined || !isSettled(p.bet)) continue;
      const lost = p.bet.parts.some((part) => resultOf(part) && partFactor(part, resultOf(part)!) === 0);
      p.settledFor = lost && p.bet.kind !== 'single' ? 0 : settleBet(p.bet, results).cashCents;
      wallet.cashCents += p.settledFor;
      releaseBet(wallet, p.bet);
    }
  }

  it('prices every offer as the model does, and pays an accept exactly its offer or asks again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'place') await place(step);
          else if (step.kind === 'move') await move(step);
          else if (step.kind === 'run') await run(step);
          else await accept(step, await checkOffers());
          await checkOffers();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`cash out model, seed ${SEED}:`, JSON.stringify(tally));
    expect(tally.offers).toBeGreaterThan(0);
  }, 900_000);

  it('settles every bet not cashed out at the model’s return, never a cashed-out one; the ledger balances', async () => {
    for (const race of market.races.values()) if (race.open) await finish(race.event_id);
    for (const match of market.matches.values()) {
      await ctx.db.query(
        'UPDATE sports_matches SET match_starting_date = to_timestamp($2::float8 / 1000) WHERE event_id = $1',
        [match.event_id, ctx.clock.now() - MATCH_LENGTH_MS - 1000],
      );
      match.open = false;
    }
    await settleAll();

    const settled = new Map<string, { status: string; return_cents: number }>();
    for (let page = 1; ; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/betting/bets?status=settled&page=${page}&count=50`,
        headers: punter.headers,
      });
      for (const b of res.json().data.bets) settled.set(b.ticket_number, b);
      if (page >= res.json().data.total_pages) break;
    }
    for (const p of placed) {
      const got = settled.get(p.ticket);
      const why = `seed ${SEED}: ${p.ticket} ${JSON.stringify(p.bet)}`;
      if (p.cashedOutFor !== undefined) {
        expect(got, why).toMatchObject({ status: 'Cashed_Out', return_cents: p.cashedOutFor });
        const entries = await ctx.db.query<{ kind: string }>(
          'SELECT kind FROM journal_entries WHERE reference = $1 ORDER BY id',
          [p.ticket],
        );
        expect(
          entries.rows.map((e) => e.kind),
          why,
        ).toEqual(['stake', 'cash_out']);
        continue;
      }
      expect(got?.return_cents, why).toBe(settleBet(p.bet, results).cashCents);
      expect(p.settledFor, why).toBe(settleBet(p.bet, results).cashCents);
    }
    const balances = await ctx.db.tx((q) => getBalances(q, punter.id));
    expect(balances.cash_cents).toBe(wallet.cashCents);
    expect(await ctx.db.tx((q) => journalBalances(q, punter.id))).toEqual(balances);
    const { rows } = await ctx.db.query<{ total: string | null }>(
      'SELECT SUM(amount_cents) AS total FROM journal_lines',
    );
    expect(Number(rows[0].total)).toBe(0);
    console.log(`cash out model, seed ${SEED}: ${placed.length} bets, ${tally.cashedOut} cashed out, 0 mismatches`);
  }, 600_000);
});
