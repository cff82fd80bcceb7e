import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOutOffer } from '@wagering/contract/wagering';
import { createPunter, createTestApp } from '../../../test/helpers';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS } from '../feed/timeline';
import { grantBonusBet } from '../benefits/service';
import { getBalances, journalBalances } from '../ledger/service';
import { acceptCashOut, SUSPENDED } from './cash-out';
import { DEFAULT_CASH_OUT } from '../../lib/cash-out-settings';
import { cents } from '@wagering/contract/money';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Punter = Awaited<ReturnType<typeof createPunter>>;
type Race = {
  event_id: number;
  start_time: string;
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
};
type Quote = {
  ticket_number: string;
  offer_cents: number | null;
  suspended_reason: string | null;
  event_ids: number[];
};

const MARGIN = DEFAULT_CASH_OUT.marginPercent;

describe('cash out: offers on pending bets, accepted once at the offer priced now', () => {
  let ctx: Ctx;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  let races: Race[];
  beforeAll(async () => {
    ctx = await createTestApp();
    feed = await startTestFeed(ctx);
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/30');
    const ahead = list.filter((r) => Date.parse(r.start_time) - ctx.clock.now() > 20 * 60_000);
    races = await Promise.all(ahead.slice(0, 8).map((r) => getData(ctx.app, `/v1/racing/event-race/${r.event_id}`)));
  }, 180_000);
  afterAll(async () => ctx.close());

  let seq = 0;
  const starters = (race: Race) => race.runners.filter((r) => !r.is_eliminated);
  const winLeg = (race: Race, saddle = starters(race)[0].saddle_number, extra: object = {}) => ({
    leg_id: `${race.event_id}-${saddle}`,
    event_id: race.event_id,
    bet_type: 'FWIN',
    selections: String(saddle),
    requested_dividend: race.runners.find((r) => r.saddle_number === saddle)!.odds.FWIN,
    event_type: 'R',
    ...extra,
  });
  async function place(p: Punter, payload: object): Promise<string[]> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: p.headers,
      payload: { coupon_tracking_code: `cash-out-${seq++}`, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.bets.map((b: { ticket_number: string }) => b.ticket_number);
  }
  const single = async (p: Punter, race: Race, dollars = 10) =>
    (await place(p, { legs: [winLeg(race, undefined, { bet_amount: dollars, total_amount: dollars })] }))[0];
  async function quotes(p: Punter): Promise<Quote[]> {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/betting/cash-out', headers: p.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const quoteOf = async (p: Punter, ticket: string) => (await quotes(p)).find((q) => q.ticket_number === ticket);
  const accept = (p: Punter, ticket: string, offerCents: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/betting/bets/${ticket}/cash-out`,
      headers: p.headers,
      payload: { offer_cents: offerCents },
    });
  const setPrice = (race: Race, saddle: number, price: number) =>
    ctx.db.query(
      `UPDATE racing_runners SET odds = odds || jsonb_build_object('FWIN', $3::numeric) WHERE event_id = $1 AND saddle_number = $2`,
      [race.event_id, saddle, price],
    );
  async function expectBalanced(p: Punter) {
    const wallet = await ctx.db.tx((q) => getBalances(q, p.id));
    expect(await ctx.db.tx((q) => journalBalances(q, p.id))).toEqual(wallet);
    expect(wallet.cash_cents).toBeGreaterThanOrEqual(0);
    return wallet;
  }

  it('answers 401 without a login, 404 for another punter’s ticket, and 400 for a bad offer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/betting/cash-out' })).statusCode).toBe(401);
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const other = await createPunter(ctx, { cashCents: 10_000 });
    const ticket = await single(punter, races[0]);
    expect((await accept(other, ticket, 100)).statusCode).toBe(404);
    const bad = await accept(punter, ticket, -5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('errors');
    expect((await accept(punter, 'not a ticket', 100)).statusCode).toBe(400);
  });

  it('offers a win bet its value at the current price less the margin, and follows the price', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const race = races[1];
    const runner = starters(race)[0];
    const ticket = await single(punter, race);
    const taken = runner.odds.FWIN;
    const first = await quoteOf(punter, ticket);
    expect(first).toEqual({
      ticket_number: ticket,
      offer_cents: cashOutOffer(cents(1000), [{ result: 'pending', takenPrice: taken, currentPrice: taken }], MARGIN),
      suspended_reason: null,
      event_ids: [race.event_id],
    });
    expect(first!.offer_cents).toBe(950);
    await setPrice(race, runner.saddle_number, taken + 1);
    expect((await quoteOf(punter, ticket))!.offer_cents).toBe(
      cashOutOffer(cents(1000), [{ result: 'pending', takenPrice: taken, currentPrice: taken + 1 }], MARGIN),
    );
    expect((await quoteOf(punter, ticket))!.offer_cents).toBeLessThan(950);
  });

  it('asks again with the new offer when the price moved; then pays it once and the bet ends Cashed out', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const race = races[2];
    const runner = starters(race)[0];
    const ticket = await single(punter, race);
    const seen = (await quoteOf(punter, ticket))!.offer_cents!;
    await setPrice(race, runner.saddle_number, runner.odds.FWIN * 2);

    const moved = await accept(punter, ticket, seen);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('cash-out-offer-changed');
    const newOffer = moved.json().offer.offer_cents;
    expect(newOffer).toBeLessThan(seen);
    expect(moved.json().message).toContain(`$${(newOffer / 100).toFixed(2)}`);
    expect((await ctx.db.tx((q) => getBalances(q, punter.id))).cash_cents).toBe(9_000);

    const paid = await accept(punter, ticket, newOffer);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ ticket_number: ticket, status: 'Cashed_Out', paid_cents: newOffer });
    expect(paid.json().data.balance.cash_cents).toBe(9_000 + newOffer);
    expect((await expectBalanced(punter)).cash_cents).toBe(9_000 + newOffer);

    const again = await accept(punter, ticket, newOffer);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('cash-out-closed');
    expect(await quoteOf(punter, ticket)).toBeUndefined();

    const settled = await ctx.app.inject({
      method: 'GET',
      url: '/v1/betting/bets?status=settled',
      headers: punter.headers,
    });
    expect(settled.json().data.bets[0]).toMatchObject({
      ticket_number: ticket,
      status: 'Cashed_Out',
      return_cents: newOffer,
    });
    const statement = await ctx.app.inject({
      method: 'GET',
      url: '/v1/transactions/history?history_type=bets',
      headers: punter.headers,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(JSON.stringify(statement.json())).toContain('Cashed out: ');

    // The race runs: the cashed-out bet never settles again.
    await ctx.db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
      race.event_id,
      ctx.clock.now() - FINAL_AFTER_MS - 1000,
    ]);
    feed.sim.forceResult(race.event_id, [
      runner.saddle_number,
      ...starters(race)
        .slice(1)
        .map((r) => r.saddle_number),
    ]);
    await feed.feed.tick();
    await feed.feed.tick();
    expect((await getData(ctx.app, `/v1/racing/event-race/${race.event_id}`)).race_status).toBe('Final');
    expect((await expectBalanced(punter)).cash_cents).toBe(9_000 + newOffer);
  });

  it('is suspended while the race is suspended, within the set time of the jump and once it has jumped; refused then', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const race = races[3];
    const ticket = await single(punter, race);
    await ctx.db.query("UPDATE racing_races SET race_status = 'Suspended' WHERE event_id = $1", [race.event_id]);
    expect(await quoteOf(punter, ticket)).toMatchObject({
      offer_cents: null,
      suspended_reason: SUSPENDED.raceSuspended,
    });
    const refused = await accept(punter, ticket, 950);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cash-out-suspended');
    await ctx.db.query(
      "UPDATE racing_races SET race_status = 'Open', start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1",
      [race.event_id, ctx.clock.now() + DEFAULT_CASH_OUT.suspendBeforeJumpMs - 1000],
    );
    expect(await quoteOf(punter, ticket)).toMatchObject({ offer_cents: null, suspended_reason: SUSPENDED.raceJumping });
    await ctx.db.query("UPDATE racing_races SET race_status = 'Closed' WHERE event_id = $1", [race.event_id]);
    expect(await quoteOf(punter, ticket)).toMatchObject({ offer_cents: null, suspended_reason: SUSPENDED.raceStarted });
    expect((await expectBalanced(punter)).cash_cents).toBe(9_000);
  });

  it('offers a multi over racing and sports legs the product of its legs; not bonus bets or each-way bets', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const [a, b] = [races[4], races[5]];
    const matches: { event_id: number; match_starting_date: string }[] = await getData(
      ctx.app,
      '/v1/sports/get-upcoming-matches?count=10',
    );
    const match = await getData(ctx.app, `/v1/sports/get-event-match/${matches[0].event_id}/3`);
    const selection = match.submarkets[0].selections[0];
    const [multi] = await place(punter, {
      legs: [
        winLeg(a),
        winLeg(b),
        {
          leg_id: 's',
          event_id: match.event_id,
          bet_type: selection.bet_type,
          selections: selection.selection_name,
          requested_dividend: selection.dividend,
          event_type: 'S',
          is_sport: true,
        },
      ],
      multi_bet_amount: 4,
    });
    expect(await quoteOf(punter, multi)).toMatchObject({ offer_cents: 380, suspended_reason: null });
    expect((await quoteOf(punter, multi))!.event_ids.sort()).toEqual([a.event_id, b.event_id, match.event_id].sort());

    await ctx.db.tx((q) =>
      grantBonusBet(q, {
        userId: punter.id,
        amountCents: cents(500),
        description: 'Test bonus',
        expiresAt: ctx.clock.now() + 86_400_000,
        now: ctx.clock.now(),
      }),
    );
    const [bonus] = await place(punter, { legs: [winLeg(a, undefined, { bet_amount: 5, is_free_bet: true })] });
    const [eachWay] = await place(punter, {
      legs: [winLeg(b, undefined, { bet_type: 'EachWay', bet_amount: 2, total_amount: 4 })],
    });
    const listed = (await quotes(punter)).map((q) => q.ticket_number);
    expect(listed).toContain(multi);
    expect(listed).not.toContain(bonus);
    expect(listed).not.toContain(eachWay);
    expect((await accept(punter, bonus, 100)).json().code).toBe('cash-out-not-offered');
  });

  it('pays once when two accepts arrive together, and once when an accept races the settlement', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const race = races[6];
    const ticket = await single(punter, race);
    const offer = (await quoteOf(punter, ticket))!.offer_cents!;
    const both = await Promise.all([accept(punter, ticket, offer), accept(punter, ticket, offer)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await expectBalanced(punter)).cash_cents).toBe(9_000 + offer);

    const late = races[7];
    const second = await single(punter, late);
    const lateOffer = (await quoteOf(punter, second))!.offer_cents!;
    const winner = starters(late)[0];
    feed.sim.forceResult(
      late.event_id,
      starters(late).map((r) => r.saddle_number),
    );
    // The race has run but the feed has not yet said so: the stored race is still Open. The accept is priced as at a
    // moment well before the jump (a request that arrived then), so it pays, and competes with the tick that
    // finishes the race and settles it.
    const jump = ctx.clock.now() - FINAL_AFTER_MS - 1000;
    await ctx.db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
      late.event_id,
      jump,
    ]);
    const acceptedAt = jump - 2 * DEFAULT_CASH_OUT.suspendBeforeJumpMs;
    const [cashedOut] = await Promise.allSettled([
      ctx.db.tx((q) =>
        acceptCashOut(q, {
          userId: punter.id,
          ticketNumber: second,
          offerCents: cents(lateOffer),
          now: acceptedAt,
          settings: DEFAULT_CASH_OUT,
        }),
      ),
      feed.feed.tick(),
    ]);
    await feed.feed.tick();
    const { rows } = await ctx.db.query<{ kind: string }>(
      'SELECT kind FROM journal_entries WHERE reference = $1 ORDER BY id',
      [second],
    );
    const won = Math.floor(1000 * winner.odds.FWIN + 1e-9);
    if (cashedOut.status === 'fulfilled') {
      expect(rows.map((r) => r.kind)).toEqual(['stake', 'cash_out']);
      expect((await expectBalanced(punter)).cash_cents).toBe(8_000 + offer + lateOffer);
    } else {
      expect((cashedOut.reason as { extra: { code: string } }).extra.code).toBe('cash-out-closed');
      expect(rows.map((r) => r.kind)).toEqual(['stake', 'return']);
      expect((await expectBalanced(punter)).cash_cents).toBe(8_000 + offer + won);
    }
  });
});
