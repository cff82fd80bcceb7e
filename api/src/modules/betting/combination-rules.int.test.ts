// Regression tests for the rules of combination (issue 22): slips an attacker or a confused slip once got placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { racesAhead, startTestFeed, type TestRace as Race } from '../../../test/feed-helpers';
import { getBalances } from '../ledger/service';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

let seq = 0;
describe('the rules of combination: a multi or parlay takes legs of different events, each once', () => {
  let ctx: Ctx;
  let races: Race[];
  let punter: Awaited<ReturnType<typeof createPunter>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
    races = await racesAhead(ctx, 3);
    punter = await createPunter(ctx, { cashCents: 100_000 });
  }, 180_000);
  afterAll(async () => ctx.close());

  const starters = (r: Race) => r.runners.filter((x) => !x.is_eliminated);
  const win = (r: Race, saddle: number, legId: string, extra: object = {}) => ({
    leg_id: legId,
    event_id: r.event_id,
    bet_type: 'FWIN',
    selections: String(saddle),
    bet_amount: 0,
    total_amount: 0,
    requested_dividend: r.runners.find((x) => x.saddle_number === saddle)!.odds.FWIN,
    event_type: 'R',
    ...extra,
  });
  const request = (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: punter.headers,
      payload: { coupon_tracking_code: `combo-${Date.now()}-${seq++}`, ...body },
    });
  const cash = async () => (await ctx.db.tx((q) => getBalances(q, punter.id))).cash_cents;
  /** Refused with a 4xx, a leg-level code on the named legs, and not a cent moved. */
  async function expectRefused(body: object, code: number, legIds: string[]) {
    const before = await cash();
    const res = await request(body);
    expect(res.statusCode, res.body).toBe(400);
    const legs: { leg_id: string; bet_leg_error_codes: number[] }[] = res.json().legs;
    for (const id of legIds) expect(legs.find((l) => l.leg_id === id)?.bet_leg_error_codes, res.body).toEqual([code]);
    expect(await cash()).toBe(before);
    return res.json();
  }

  it('a parlay of one selection repeated three times is refused (was accepted at the price cubed)', async () => {
    const [r] = races;
    const saddle = starters(r)[0].saddle_number;
    const body = await expectRefused(
      {
        legs: ['1', '2', '3'].map((id) => win(r, saddle, id)),
        parlay_options: [{ combinations: [['1', '2', '3']], amount: 10 }],
      },
      360,
      ['1', '2', '3'],
    );
    expect(body.err_msg).toMatch(/same race or match/);
  });

  it('doubles on three runners of one race are refused: each combination shares a race', async () => {
    const [r] = races;
    const [a, b, c] = starters(r).map((x) => x.saddle_number);
    await expectRefused(
      {
        legs: [win(r, a, 'a'), win(r, b, 'b'), win(r, c, 'c')],
        parlay_options: [
          {
            combinations: [
              ['a', 'b'],
              ['a', 'c'],
              ['b', 'c'],
            ],
            amount: 1,
          },
        ],
      },
      360,
      ['a', 'b', 'c'],
    );
  });

  it('a multi of two runners of one race is refused', async () => {
    const [r, other] = races;
    const [a, b] = starters(r).map((x) => x.saddle_number);
    await expectRefused(
      {
        legs: [win(r, a, 'a'), win(r, b, 'b'), win(other, starters(other)[0].saddle_number, 'c')],
        multi_bet_amount: 5,
      },
      360,
      ['a', 'b'],
    );
  });

  it('a parlay combination naming a leg not in the slip, or one leg twice, or listed twice, is refused whole', async () => {
    const legs = races.map((r, i) => win(r, starters(r)[0].saddle_number, `l${i}`));
    const shape = (combinations: string[][]) => ({ legs, parlay_options: [{ combinations, amount: 1 }] });
    expect((await expectRefused(shape([['l0', 'ghost']]), 369, ['l0'])).err_msg).toMatch(/not in this bet slip/);
    expect((await expectRefused(shape([['l0', 'l0']]), 369, ['l0'])).err_msg).toMatch(/same selection twice/);
    const twice = await expectRefused(
      shape([
        ['l0', 'l1'],
        ['l1', 'l0'],
      ]),
      369,
      ['l0', 'l1'],
    );
    expect(twice.err_msg).toMatch(/same combination twice/);
  });

  // Issue 33: the rule check read the last leg named `a`, the pricing the first, so runner 1 of race A was priced
  // twice ($82,800 on $10). Two legs with one id are now refused whole, before anything reads a leg by its id.
  it('a slip whose leg ids repeat in part is refused whole (legs a, a, b, c; combination [a, b, c])', async () => {
    const [ra, rb, rc] = races;
    const one = starters(ra)[0].saddle_number;
    const slip = {
      legs: [
        win(ra, one, 'a'),
        win(rb, starters(rb)[0].saddle_number, 'a'),
        win(ra, one, 'b'),
        win(rc, starters(rc)[0].saddle_number, 'c'),
      ],
      parlay_options: [{ combinations: [['a', 'b', 'c']], amount: 10 }],
    };
    const body = await expectRefused(slip, 369, ['a']);
    expect(body).toMatchObject({
      err_code: 369,
      message: expect.stringMatching(/same id/),
      errors: { 'legs.1.leg_id': expect.any(String) },
    });
    const verified = await ctx.app.inject({ method: 'POST', url: '/v1/betting/verify-bet', payload: slip });
    expect(verified.statusCode, verified.body).toBe(400);
    expect(verified.json().err_code).toBe(369);
  });

  it("one id sent as a number and as text, or a missing id equal to another leg's position, is one id twice", async () => {
    const [ra, rb, rc] = races;
    const legs = [ra, rb, rc].map((r, i) => win(r, starters(r)[0].saddle_number, `l${i}`));
    await expectRefused(
      { legs: [{ ...legs[0], leg_id: 1 }, { ...legs[1], leg_id: '1' }, legs[2]], multi_bet_amount: 1 },
      369,
      ['1'],
    );
    const { leg_id: _none, ...noId } = legs[0];
    await expectRefused({ legs: [noId, { ...legs[1], leg_id: '0' }, legs[2]], multi_bet_amount: 1 }, 369, ['0']);
  });

  it('a place or each-way leg joins no parlay combination', async () => {
    const legs = races.map((r, i) => win(r, starters(r)[0].saddle_number, `l${i}`));
    legs[2] = { ...legs[2], bet_type: 'FPLC', requested_dividend: starters(races[2])[0].odds.FPLC };
    await expectRefused({ legs, parlay_options: [{ combinations: [['l0', 'l2']], amount: 1 }] }, 361, ['l2']);
  });

  it('doubles across three different races are accepted and charged per combination', async () => {
    const before = await cash();
    const legs = races.map((r, i) => win(r, starters(r)[0].saddle_number, `l${i}`));
    const res = await request({
      legs,
      parlay_options: [
        {
          combinations: [
            ['l0', 'l1'],
            ['l0', 'l2'],
            ['l1', 'l2'],
          ],
          amount: 1,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bets.map((b: { bet_kind: string }) => b.bet_kind)).toEqual(['parlay', 'parlay', 'parlay']);
    expect(await cash()).toBe(before - 300);
  });
});
