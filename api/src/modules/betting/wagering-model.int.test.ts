/**
 * Bets proved against the reference model (issue 22): generated slips go through the real API on a controlled feed;
 * each is accepted exactly when the model accepts it, placed as the model says, listed in My Bets, and once the races
 * and matches have random results each pays exactly the model's return, with the ledger balanced and the punter's
 * balance moved by exactly the model's amounts. A share of the slips attack the slip's shape (issue 33,
 * test/wagering-model/shape-attacks.ts), some are sent again under their coupon code changed or with fields the site
 * never sends, and beside the model one invariant needs none: no fixed-price bet returns more than its stake times the
 * product of the prices of its distinct outcomes (a boost included). WAGERING_RUNS sets the number of slips (a longer
 * run is `node bench/wagering-model.mjs`); WAGERING_SEED replays a run (fast-check prints the seed and path).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { apiMatch, apiRace, matchResult, modelMatch, modelRace, raceResult } from '../../../test/wagering-model/market';
import {
  mostReturnCents,
  placeSlip,
  settleBet,
  type ModelBet,
  type ModelMarket,
  type ModelResult,
  type ModelWallet,
  type WireSlip,
} from '../../../test/wagering-model/model';
import { OTHER_PUNTERS_BONUS } from '../../../test/wagering-model/shape-attacks';
import { slipArb } from '../../../test/wagering-model/slips';
import { grantBonusBet, grantDividendBoost } from '../benefits/service';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS, MATCH_LENGTH_MS } from '../feed/timeline';
import { getBalances, journalBalances } from '../ledger/service';
import { boostedDividend } from './rules';
import { cents } from '@wagering/contract/money';

const RUNS = Number(process.env.WAGERING_RUNS ?? 400);
const SEED = process.env.WAGERING_SEED ? Number(process.env.WAGERING_SEED) : Date.now() % 2 ** 31;
/** A payout ceiling the generated stakes reach now and then ($50,000), so the model checks it too. */
const CEILING_CENTS = cents(5_000_000);
/** Every boost granted here is 25 %: the model-free bound allows it on any bet. */
const BOOST_PERCENT = 25;

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Punter = Awaited<ReturnType<typeof createPunter>> & { wallet: ModelWallet };
interface Placed {
  ticket: string;
  bet: ModelBet;
  punter: Punter;
  /** Which accepted slip placed it. */
  slip: number;
}
type Tally = Record<string, { tried: number; refused: number }>;
const tally = (t: Tally, name: string, refused: boolean) => {
  const c = (t[name] ??= { tried: 0, refused: 0 });
  c.tried++;
  if (refused) c.refused++;
};

describe(`every slip against the reference model (seed ${SEED}, ${RUNS} slips)`, () => {
  let ctx: Ctx;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  const market: ModelMarket = { races: new Map(), matches: new Map(), srmQuotes: new Map(), sgmQuotes: new Map() };
  const punters: Punter[] = [];
  const placed: Placed[] = [];
  const counts: Record<string, { tried: number; accepted: number; refused: number }> = {};
  const reasons: Record<string, number> = {};
  const attacks: Tally = {};
  let slipNo = 0;
  const count = (slip: WireSlip, accepted: boolean) => {
    const kinds = new Set(slip.legs.map(kindOf));
    if ((slip.multi_bet_amount ?? 0) !== 0) kinds.add('multi');
    if (slip.parlay_options?.length) kinds.add('parlay');
    if (slip.legs.some((l) => l.is_free_bet)) kinds.add('bonus bet');
    if (slip.legs.some((l) => l.boost_mode)) kinds.add('boost');
    for (const k of kinds) {
      const c = (counts[k] ??= { tried: 0, accepted: 0, refused: 0 });
      c.tried++;
      c[accepted ? 'accepted' : 'refused']++;
    }
  };

  beforeAll(async () => {
    ctx = await createTestApp({ payoutCeilingCents: CEILING_CENTS });
    feed = await startTestFeed(ctx, { drift: false, lanes: 2 });
    await loadMarket();
    for (const cashCents of [50_000_000, 1_000]) {
      const p = await createPunter(ctx, { cashCents });
      const bonus = await ctx.db.tx((q) =>
        grantBonusBet(q, {
          userId: p.id,
          amountCents: cents(100_000),
          description: 'Model bonus',
          expiresAt: ctx.clock.now() + 86_400_000 * 7,
          now: ctx.clock.now(),
        }),
      );
      const boost = await ctx.db.tx((q) =>
        grantDividendBoost(q, {
          userId: p.id,
          description: 'Model boost',
          boostPercent: BOOST_PERCENT,
          uses: 100,
          expiresAt: ctx.clock.now() + 86_400_000 * 7,
          now: ctx.clock.now(),
        }),
      );
      const { cash_cents } = await ctx.db.tx((q) => getBalances(q, p.id));
      punters.push({
        ...p,
        wallet: {
          cashCents: cash_cents,
          bonusBets: [{ id: bonus.id, remainingCents: 100_000 }],
          boosts: [{ id: boost.id, percent: BOOST_PERCENT, uses: 100 }],
          owedByEvent: new Map(),
        },
      });
    }
  }, 300_000);
  afterAll(async () => ctx?.close());

  /** A quadrella meeting wholly ahead, two more races (one with a scratching), and three matches to come. */
  async function loadMarket() {
    const now = ctx.clock.now();
    const list: { event_id: number; meeting_id: number; start_time: string; field_size: number }[] = await getData(
      ctx.app,
      '/v1/racing/next-to-jump/A/60',
    );
    const ahead = list.filter((r) => Date.parse(r.start_time) - now > 15 * 60_000);
    let quad: number[] | undefined;
    for (const meetingId of new Set(ahead.map((r) => r.meeting_id))) {
      const q = await ctx.app.inject({ method: 'GET', url: `/v1/racing/race-quadrella/${meetingId}` });
      if (q.statusCode !== 200) continue;
      const legs: { event_id: number; start_time: string; race_status: string }[] = q.json().data.legs;
      if (legs.every((l) => l.race_status === 'Open' && Date.parse(l.start_time) - now > 15 * 60_000)) {
        quad = legs.map((l) => l.event_id);
        break;
      }
    }
    const others = ahead
      .filter((r) => !quad?.includes(r.event_id))
      .slice(0, 2)
      .map((r) => r.event_id);
    // A scratching before the slips: bets naming that runner are refused.
    const [scratchRace] = others;
    const field = await apiRace(ctx.app, scratchRace);
    await ctx.db.tx((q) => feed.sim.scratch(q, scratchRace, field.runners[0].saddle_number));
    for (const id of [...(quad ?? []), ...others])
      market.races.set(id, modelRace(await apiRace(ctx.app, id), now, id === quad?.[0] ? quad : undefined));
    const matches: { event_id: number }[] = (await getData(
      ctx.app,
      '/v1/sports/get-upcoming-matches?count=10',
    )) as never;
    const upcoming = Array.isArray(matches) ? matches : [];
    // The next three, and the next with line and total markets (what same-game multis are built from).
    for (const m of upcoming.slice(0, 3))
      market.matches.set(m.event_id, modelMatch(await apiMatch(ctx.app, m.event_id), now));
    if (![...market.matches.values()].some((m) => m.lines.total !== null)) {
      const scored = upcoming.find((m) => (m as { total_over?: number | null }).total_over != null);
      if (scored) market.matches.set(scored.event_id, modelMatch(await apiMatch(ctx.app, scored.event_id), now));
    }
    expect(market.races.size).toBeGreaterThanOrEqual(5);
    expect(market.matches.size).toBeGreaterThan(0);
    expect([...market.matches.values()].some((m) => m.lines.total !== null)).toBe(true);
  }

  /** The same-race-multi price the punter is shown (market data), set as the price the slip asks for. */
  async function quoteSameRaceMultis(slip: WireSlip) {
    for (const leg of slip.legs.filter((l) => l.special_type === 'SameRaceMulti')) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/racing/same-race-multi-div?event_id=${leg.event_id}&selections=${encodeURIComponent(leg.selections)}`,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      const quote = res.statusCode === 200 ? res.json().data.dividend : undefined;
      if (quote !== undefined) market.srmQuotes.set(`${leg.event_id}|${leg.selections}`, quote);
      leg.requested_dividend = quote ?? 0;
    }
  }

  /** The same-game-multi price the match page shows for these legs, likewise. */
  async function quoteSameGameMultis(slip: WireSlip) {
    for (const leg of slip.legs.filter((l) => l.special_type === 'SameGameMulti')) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/sports/same-game-multi-div?event_id=${leg.event_id}&selections=${encodeURIComponent(leg.selections)}`,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      const quote = res.statusCode === 200 ? res.json().data.dividend : undefined;
      if (quote !== undefined) market.sgmQuotes.set(`${leg.event_id}|${leg.selections}`, quote);
      leg.requested_dividend = quote ?? 0;
    }
  }

  /**
   * The slip's coupon code again: changed (another price setting) it is 409; with only fields the site never sends
   * added it is the same slip and the first answer comes back. Either way nothing more is placed or charged.
   */
  async function sendAgain(punter: Punter, slip: WireSlip, couponCode: string, how: string, first: Placement) {
    const again: WireSlip =
      how === 'changed'
        ? { ...slip, price_changes: slip.price_changes === 'accept_any' ? 'ask' : 'accept_any' }
        : { ...slip, legs: slip.legs.map((l) => ({ ...l, modifier_1: 'again', event_name: 'Another race' })) };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { ...again, coupon_tracking_code: couponCode },
    });
    tally(
      attacks,
      `one coupon code, ${how === 'changed' ? 'the slip changed' : 'unread fields added'}`,
      res.statusCode !== 200,
    );
    if (how === 'changed') expect(res.statusCode, res.body).toBe(409);
    else {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.bets.map((b: { ticket_number: string }) => b.ticket_number)).toEqual(
        first.bets.map((b) => b.ticket_number),
      );
    }
    expect((await ctx.db.tx((q) => getBalances(q, punter.id))).cash_cents).toBe(punter.wallet.cashCents);
  }

  let coupon = 0;
  it('accepts exactly the slips the model accepts, and places exactly the bets it says', async () => {
    await fc.assert(
      fc.asyncProperty(
        slipArb(market),
        fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 1),
        fc.constantFrom('none', 'none', 'none', 'changed', 'unread fields'),
        async ({ slip, attacks: tried }, who, replay) => {
          const punter = punters[who];
          for (const leg of slip.legs)
            if (leg.free_bet_id === OTHER_PUNTERS_BONUS) leg.free_bet_id = punters[1 - who].wallet.bonusBets[0].id;
          await quoteSameRaceMultis(slip);
          await quoteSameGameMultis(slip);
          const verdict = placeSlip(slip, market, punter.wallet, CEILING_CENTS);
          const couponCode = `model-${SEED}-${coupon++}`;
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/v1/betting/request-bet',
            headers: punter.headers,
            payload: { ...slip, coupon_tracking_code: couponCode },
          });
          for (const attack of tried) tally(attacks, attack, res.statusCode !== 200);
          const why = `model: ${verdict.accepted ? 'accept' : `refuse (${verdict.why})`}; API ${res.statusCode} ${res.body.slice(0, 600)}`;
          expect(res.statusCode, why).toBeLessThan(500);
          expect(res.statusCode === 200, why).toBe(verdict.accepted);
          count(slip, verdict.accepted);
          if (!verdict.accepted) reasons[verdict.why] = (reasons[verdict.why] ?? 0) + 1;
          if (!verdict.accepted) return;
          const bets: {
            ticket_number: string;
            bet_kind: string;
            stake: number;
            dividend: number | null;
            is_free_bet: boolean;
          }[] = res.json().data.bets;
          expect(
            bets.map((b) => [b.bet_kind, Math.round(b.stake * 100), b.dividend, b.is_free_bet]),
            why,
          ).toEqual(verdict.bets.map((b) => [b.kind, b.stakeCents, b.price, b.bonus]));
          expect(res.json().data.balance.cash_cents, why).toBe(punter.wallet.cashCents);
          const slip_ = slipNo++;
          bets.forEach((b, i) => placed.push({ ticket: b.ticket_number, bet: verdict.bets[i], punter, slip: slip_ }));
          if (replay !== 'none') await sendAgain(punter, slip, couponCode, replay, res.json().data);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`wagering model, seed ${SEED}: attacks tried/refused`, JSON.stringify(attacks));
    console.log(
      `wagering model, seed ${SEED}: slips by kind`,
      JSON.stringify(counts),
      'refused for',
      JSON.stringify(reasons),
    );
    expect(placed.length).toBeGreaterThan(0);
  }, 900_000);

  it('lists every accepted bet in My Bets while pending', async () => {
    for (const p of punters) {
      const tickets = await myBets(p, 'pending');
      const mine = placed.filter((x) => x.punter === p).map((x) => x.ticket);
      expect(tickets.sort()).toEqual(mine.sort());
    }
  }, 300_000);

  it('settles every bet on random results at exactly the model’s return; the ledger balances', async () => {
    const rng = fc.sample(fc.integer(), { numRuns: 1, seed: SEED })[0];
    const results = new Map<string, ModelResult>();
    const bonusBefore = new Map<Punter, number>();
    for (const p of punters) bonusBefore.set(p, (await ctx.db.tx((q) => getBalances(q, p.id))).bonus_cents);
    let n = Math.abs(rng);
    const next = () => (n = (n * 1103515245 + 12345) % 2 ** 31);
    for (const race of market.races.values()) {
      const r = await apiRace(ctx.app, race.event_id);
      const starters = r.runners.filter((x) => !x.is_eliminated).map((x) => x.saddle_number);
      const order = [...starters];
      for (let i = order.length - 1; i > 0; i--) {
        const j = next() % (i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      // One race in seven is abandoned (stakes refunded, a multi leg counts as 1); the others run in the drawn order
      // (a forced result makes a race run, so an abandoned one gets none).
      const fate = next() % 7 === 0 ? 'abandon' : 'run';
      if (fate === 'run') feed.sim.forceResult(race.event_id, order);
      await ctx.db.query(
        `UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000), fate = $3 WHERE event_id = $1`,
        [race.event_id, ctx.clock.now() - FINAL_AFTER_MS - 1000, fate],
      );
      results.set(`R${race.event_id}`, { ...raceResult(r, order), abandoned: fate === 'abandon' });
    }
    for (const match of market.matches.values())
      await ctx.db.query(
        'UPDATE sports_matches SET match_starting_date = to_timestamp($2::float8 / 1000) WHERE event_id = $1',
        [match.event_id, ctx.clock.now() - MATCH_LENGTH_MS - 1000],
      );
    // Settlement goes in batches: tick until no bet is left pending (bounded).
    for (let tick = 0; tick < 40; tick++) {
      await feed.feed.tick();
      const pending = await Promise.all(punters.map((p) => myBets(p, 'pending')));
      if (pending.every((list) => list.length === 0)) break;
    }
    for (const race of market.races.values()) {
      const r = await apiRace(ctx.app, race.event_id);
      expect(['Final', 'Abandoned']).toContain(r.race_status);
      const was = results.get(`R${race.event_id}`) as Extract<ModelResult, { kind: 'race' }>;
      results.set(`R${race.event_id}`, raceResult(r, was.order));
    }
    for (const match of market.matches.values()) {
      const m = await apiMatch(ctx.app, match.event_id);
      expect(['Final', 'Abandoned']).toContain(m.match_status);
      results.set(`S${match.event_id}`, matchResult(m));
    }

    const settled = new Map<string, BetRow>();
    for (const p of punters) for (const b of await myBetRows(p, 'settled')) settled.set(b.ticket_number, b);
    const outcomeOf = { Cancelled: 'refunded', No_Return: 'lost', Return_Of: 'won', Return_At: 'won' } as Record<
      string,
      string
    >;
    const bySlip = new Map<number, { paid: number; model: number }>();
    for (const p of punters) {
      let cash = p.wallet.cashCents;
      let bonus = bonusBefore.get(p)!;
      for (const x of placed.filter((y) => y.punter === p)) {
        const expected = settleBet(x.bet, results);
        const got = settled.get(x.ticket);
        const why = `seed ${SEED}: ${x.ticket} ${JSON.stringify(x.bet)} results ${JSON.stringify(x.bet.parts.map((part) => results.get(`${part.is_sport ? 'S' : 'R'}${part.event_id}`)))}`;
        expect(got, why).toBeDefined();
        // My Bets' return is all that came back: cash, and a refunded bonus stake to the bonus balance.
        expect(got!.return_cents, why).toBe(expected.cashCents + expected.bonusCents);
        expect(outcomeOf[got!.status], why).toBe(expected.outcome);
        cash += expected.cashCents;
        bonus += expected.bonusCents;
        const slip = bySlip.get(x.slip) ?? { paid: 0, model: 0 };
        slip.paid += got!.return_cents;
        slip.model += expected.cashCents + expected.bonusCents;
        bySlip.set(x.slip, slip);
      }
      const wallet = await ctx.db.tx((q) => getBalances(q, p.id));
      expect(wallet.cash_cents).toBe(cash);
      expect(wallet.bonus_cents).toBe(bonus);
      expect(await ctx.db.tx((q) => journalBalances(q, p.id))).toEqual(wallet);
    }
    const breaks = [...settled.values()].filter((b) => b.return_cents > mostItMayReturn(b));
    const slipBreaks = [...bySlip].filter(([, s]) => s.paid > s.model);
    console.log(
      `wagering model, seed ${SEED}: ${placed.length} bets settled, 0 mismatches, ${breaks.length + slipBreaks.length} invariant breaks`,
    );
    expect(breaks, 'a bet returned more than its stake at the prices of its distinct outcomes').toEqual([]);
    expect(slipBreaks, 'a slip returned more than the model says').toEqual([]);
  }, 600_000);

  async function myBetRows(p: Punter, status: 'pending' | 'settled') {
    const rows: BetRow[] = [];
    for (let page = 1; ; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/betting/bets?status=${status}&page=${page}&count=50`,
        headers: p.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      rows.push(...data.bets);
      if (page >= data.total_pages) return rows;
    }
  }
  const myBets = async (p: Punter, status: 'pending' | 'settled') =>
    (await myBetRows(p, status)).map((b) => b.ticket_number);
});

type Placement = { bets: { ticket_number: string }[] };
interface BetRow {
  ticket_number: string;
  return_cents: number;
  status: string;
  stake_cents: number;
  dividend: number | null;
  legs: {
    event_id: number;
    event_name: string | null;
    bet_type: string;
    selections: string;
    dividend: number | null;
  }[];
}

/**
 * The model-free bound: a fixed-price bet returns at most its stake times the product of the prices of its distinct
 * outcomes (one outcome counted once however many legs name it), rounded up to the cent as a multi's price is, and
 * boosted when its price says it was. A same-game multi's parts have no price of their own: its price is the one.
 */
function mostItMayReturn(bet: BetRow): number {
  if (bet.dividend === null) return Infinity;
  const outcomes = new Map(
    bet.legs.map((l) => [`${l.event_name}|${l.event_id}|${l.bet_type}|${l.selections}`, l.dividend]),
  );
  const prices = [...outcomes.values()];
  const product = prices.some((d) => d === null) ? bet.dividend : prices.reduce((a: number, d) => a * d!, 1);
  const price = Math.ceil(product * 100 - 1e-6) / 100;
  const allowed = bet.dividend > price + 1e-9 ? boostedDividend(price, BOOST_PERCENT) : price;
  return mostReturnCents({ stakeCents: bet.stake_cents, price: allowed });
}

function kindOf(l: WireSlip['legs'][number]): string {
  if (l.special_type === 'SameGameMulti') return 'same-game multi';
  if (l.is_sport || l.event_type === 'S') return 'sport';
  if (l.bet_type === 'Exotic')
    return l.special_type === 'SameRaceMulti'
      ? 'same-race multi'
      : l.special_type === 'Quadrella'
        ? 'quadrella'
        : 'exotic';
  return { FWIN: 'win', FPLC: 'place', EachWay: 'each-way' }[l.bet_type] ?? l.bet_type;
}
