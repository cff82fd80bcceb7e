// A same-game multi through the API (issue 27 item 2): quoted on the match, refused when its legs cannot win
// together, placed at the quoted price (a moved price asks again), listed in My Bets and settled from the score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { getData } from '../../../test/feed-helpers';
import { startFeed } from '../feed/runner';
import { settlement } from '../settlement/service';
import { getBalances, journalBalances } from '../ledger/service';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
interface Match {
  event_id: number;
  event_name: string;
  team_a_line: number;
  margin_one_high_value: number;
  total_over: number;
  submarkets: { selections: { bet_type: string; selection_name: string; dividend: number }[] }[];
}

let seq = 0;
describe('same-game multi: legs of one match priced together, placed, listed and settled', () => {
  let ctx: Ctx;
  let match: Match;
  let punter: Awaited<ReturnType<typeof createPunter>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    process.env.FEED_LANES = '1';
    const feed = startFeed('manual', ctx.db, ctx.clock, settlement)!;
    await feed.firstTick;
    ctx.app.deps.feed = feed;
    const upcoming: (Match & { total_over: number | null })[] = await getData(
      ctx.app,
      '/v1/sports/get-upcoming-matches?count=50',
    );
    // A match with line, margin and total markets, and Team A the favourite (a negative line).
    match = upcoming.find((m) => m.total_over !== null && m.team_a_line < 0)!;
    punter = await createPunter(ctx, { cashCents: 10_000 });
  }, 180_000);
  afterAll(async () => {
    delete process.env.FEED_LANES;
    await ctx.app.deps.feed?.stop();
    await ctx.close();
  });

  const quote = (selections: string) =>
    ctx.app.inject({
      url: `/v1/sports/same-game-multi-div?event_id=${match.event_id}&selections=${encodeURIComponent(selections)}`,
    });
  const leg = (selections: string, requested: number, amount = 10) => ({
    leg_id: 'sgm',
    event_id: match.event_id,
    bet_type: 'SameGameMulti',
    special_type: 'SameGameMulti',
    selections,
    bet_amount: amount,
    total_amount: amount,
    requested_dividend: requested,
    event_type: 'S',
    is_sport: true,
  });
  const request = (legs: object[], extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { coupon_tracking_code: `sgm-${seq++}`, legs, ...extra },
    });
  const price = (betType: string) => match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === betType)!;
  const cash = async () => (await ctx.db.tx((q) => getBalances(q, punter.id))).cash_cents;

  it('quotes one price for correlated legs: the same every time, and not the product of the legs', async () => {
    const first = await quote('AWin,ALine');
    expect(first.statusCode, first.body).toBe(200);
    const { dividend } = first.json().data;
    expect((await quote('AWin,ALine')).json().data.dividend).toBe(dividend);
    // Team A covering its line all but means it wins: the pair is far shorter than the two prices multiplied.
    expect(dividend).toBeLessThan(price('AWin').dividend * price('ALine').dividend);
    const three = (await quote('AWin,ALine,TotalOver')).json().data.dividend;
    expect(three).toBeGreaterThan(dividend);
  });

  it('refuses legs that cannot win together (366) and malformed ones (367), quote and slip alike', async () => {
    const contradictory = await quote('BWin,ALine');
    expect(contradictory.statusCode).toBe(400);
    expect(contradictory.json()).toMatchObject({ err_code: 366, message: /cannot all win in one match/ });
    expect((await quote('AWin')).json().err_code).toBe(367);
    expect((await quote('AWin,AWin')).json().err_code).toBe(367);
    expect((await quote('AWin,Corners')).json().err_code).toBe(367);
    expect(
      (await ctx.app.inject({ url: '/v1/sports/same-game-multi-div?event_id=1&selections=AWin' })).statusCode,
    ).toBe(404);

    const before = await cash();
    const res = await request([leg('BWin,ALine', 5)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().legs[0]).toMatchObject({ bet_leg_error_codes: [366], leg_valid: false });
    expect(await cash()).toBe(before);
  });

  it('a same-game multi joins no multi with another match: it is its own bet', async () => {
    const other: Match[] = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=5');
    const second = other.find((m) => m.event_id !== match.event_id)!;
    const { dividend } = (await quote('AWin,TotalOver')).json().data;
    const single = second.submarkets[0].selections[0];
    const res = await request(
      [
        leg('AWin,TotalOver', dividend, 0),
        {
          leg_id: 'other',
          event_id: second.event_id,
          bet_type: single.bet_type,
          selections: single.bet_type,
          bet_amount: 0,
          requested_dividend: single.dividend,
          event_type: 'S',
          is_sport: true,
        },
      ],
      { multi_bet_amount: 5 },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().multi.is_multi_allowed).toBe(false);
    expect(res.json().legs[0].bet_leg_error_codes).toEqual([368]);
    expect(res.json().err_msg).toMatch(/already one bet on its match/);
  });

  it('a price the punter was not shown asks again (311); the quoted one is placed, listed, settled and posted', async () => {
    const selections = 'AWin,ALine,TotalOver';
    const { dividend } = (await quote(selections)).json().data;
    const moved = await request([leg(selections, dividend + 0.5)]);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().legs[0]).toMatchObject({ bet_leg_error_codes: [311], current_dividend: dividend });

    const before = await cash();
    const placed = await request([leg(selections, dividend)]);
    expect(placed.statusCode, placed.body).toBe(200);
    const [bet] = placed.json().data.bets;
    expect(bet).toMatchObject({ bet_kind: 'single', special_type: 'SameGameMulti', dividend, stake: 10 });
    expect(bet.description).toBe(
      `${match.event_name} · Same Game Multi: ${['AWin', 'ALine', 'TotalOver'].map((b) => price(b).selection_name).join(', ')}`,
    );
    expect(await cash()).toBe(before - 1000);

    const pending = await ctx.app.inject({
      url: '/v1/betting/bets?status=pending&kind=same_game_multi',
      headers: punter.headers,
    });
    const listed = pending.json().data.bets;
    expect(listed.map((b: { ticket_number: string }) => b.ticket_number)).toEqual([bet.ticket_number]);
    expect(listed[0].legs.map((l: { bet_type: string; result: string }) => [l.bet_type, l.result])).toEqual([
      ['AWin', 'pending'],
      ['ALine', 'pending'],
      ['TotalOver', 'pending'],
    ]);
    const singles = await ctx.app.inject({
      url: '/v1/betting/bets?status=pending&kind=single',
      headers: punter.headers,
    });
    expect(singles.json().data.total).toBe(0);

    // Team A by more than its line, over the total: every leg wins.
    const margin = Math.ceil(-match.team_a_line);
    const scoreB = Math.ceil(match.total_over);
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/v1/dev/feed/matches/${match.event_id}/settle`,
      payload: { score_a: scoreB + margin, score_b: scoreB },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().match_status).toBe('Final');

    const done = await ctx.app.inject({
      url: '/v1/betting/bets?status=settled&kind=same_game_multi',
      headers: punter.headers,
    });
    const [won] = done.json().data.bets;
    expect(won).toMatchObject({ ticket_number: bet.ticket_number, status: 'Return_Of' });
    expect(won.return_cents).toBe(Math.floor(1000 * dividend + 1e-9));
    expect(won.legs.map((l: { result: string }) => l.result)).toEqual(['won', 'won', 'won']);
    expect(await cash()).toBe(before - 1000 + won.return_cents);
    const wallet = await ctx.db.tx((q) => getBalances(q, punter.id));
    expect(await ctx.db.tx((q) => journalBalances(q, punter.id))).toEqual(wallet);
  });
});
