// Attacks on a slip's shape (issue 33): the slip is read once (read-slip.ts), and a slip that cannot be read one
// way only is refused whole with leg-level code 369 before any rule, price or placement reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { grantBonusBet } from '../benefits/service';
import { racesAhead, startTestFeed, type TestRace as Race } from '../../../test/feed-helpers';
import { getBalances } from '../ledger/service';
import { cents } from '@wagering/contract/money';

let seq = 0;
describe('a slip with an ambiguous shape is refused whole', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let races: Race[];
  let punter: Awaited<ReturnType<typeof createPunter>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx, { drift: false });
    races = await racesAhead(ctx, 3);
    punter = await createPunter(ctx, { cashCents: 100_000 });
  }, 300_000);
  afterAll(async () => ctx.close());

  const starter = (r: Race, n = 0) => r.runners.filter((x) => !x.is_eliminated)[n];
  const win = (r: Race, legId: string | number, stake = 0, n = 0) => ({
    leg_id: legId,
    event_id: r.event_id,
    bet_type: 'FWIN',
    selections: String(starter(r, n).saddle_number),
    bet_amount: stake,
    total_amount: stake,
    requested_dividend: starter(r, n).odds.FWIN,
    event_type: 'R',
  });
  const request = (body: object, who = punter, coupon = `shape-${seq++}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers: who.headers,
      payload: { coupon_tracking_code: coupon, ...body },
    });
  const cash = async () => (await ctx.db.tx((q) => getBalances(q, punter.id))).cash_cents;
  async function expect369(body: object, message: RegExp) {
    const before = await cash();
    const res = await request(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ err_code: 369, message: expect.stringMatching(message) });
    expect(await cash()).toBe(before);
  }

  it('ids repeated in whole: three races all named x, as a multi', async () => {
    await expect369({ legs: races.map((r) => win(r, 'x')), multi_bet_amount: 1 }, /same id/);
  });

  it('an empty id', async () => {
    await expect369({ legs: races.map((r, i) => win(r, i === 1 ? '' : `l${i}`)), multi_bet_amount: 1 }, /empty id/);
  });

  it('a fixed win sent with a special type is refused, never stored as another kind of bet', async () => {
    await expect369({ legs: [{ ...win(races[0], 'w', 5), special_type: 'Quinella' }] }, /special type/);
    await expect369({ legs: [{ ...win(races[0], 'w', 5), special_type: 'SameRaceMulti' }] }, /special type/);
  });

  it('a 200-character id is an id like any other: the multi is placed at the product of its prices', async () => {
    const legs = races.map((r, i) => win(r, `${i}`.padEnd(200, 'L')));
    const res = await request({ legs, multi_bet_amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const price = legs.reduce((a, l) => a * l.requested_dividend, 1);
    expect(res.json().data.bets[0].dividend).toBeCloseTo(price, 1);
  });

  it('combinations reordered name the same legs: placed once each, charged per combination', async () => {
    const legs = races.map((r, i) => win(r, `l${i}`));
    const before = await cash();
    const res = await request({
      legs,
      parlay_options: [
        {
          combinations: [
            ['l2', 'l1'],
            ['l2', 'l0'],
            ['l1', 'l0'],
          ],
          amount: 1,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bets).toHaveLength(3);
    expect(await cash()).toBe(before - 300);
  });

  it('the coupon code again: with fields the site never sends it is the same slip (first answer); changed, 409', async () => {
    const slip = { legs: [win(races[0], 'w', 2)] };
    const first = await request(slip, punter, 'shape-retry');
    expect(first.statusCode, first.body).toBe(200);
    const before = await cash();
    const unread = { legs: [{ ...slip.legs[0], modifier_1: { odds: 1000 }, modifier_2: 'x', event_name: 'Another' }] };
    const again = await request(unread, punter, 'shape-retry');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.bets[0].ticket_number).toBe(first.json().data.bets[0].ticket_number);
    const changed = await request(
      { legs: [{ ...slip.legs[0], bet_amount: 3, total_amount: 3 }] },
      punter,
      'shape-retry',
    );
    expect(changed.statusCode, changed.body).toBe(409);
    expect(await cash()).toBe(before);
  });

  it('one runner as a fixed win, an each way and a parlay leg: each its own bet at its own price', async () => {
    const [a, b, c] = races;
    const fixed = win(a, 'win', 1);
    const eachWay = { ...win(a, 'ew', 1), bet_type: 'EachWay', total_amount: 2 };
    const res = await request({
      legs: [fixed, eachWay, win(b, 'b'), win(c, 'c')],
      parlay_options: [
        {
          combinations: [
            ['win', 'b', 'c'],
            ['b', 'c'],
          ],
          amount: 1,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const bets: { bet_kind: string; dividend: number }[] = res.json().data.bets;
    expect(bets.map((x) => x.bet_kind)).toEqual(['single', 'single', 'parlay', 'parlay']);
    expect(bets[0].dividend).toBe(fixed.requested_dividend);
    // The same runner twice in one combination is one outcome twice: refused (360).
    const twice = await request({
      legs: [fixed, { ...win(a, 'again', 0) }, win(b, 'b')],
      parlay_options: [{ combinations: [['win', 'again', 'b']], amount: 1 }],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().legs[0].bet_leg_error_codes).toEqual([360]);
  });

  it("another punter's bonus bet pays nothing on this punter's slip", async () => {
    const other = await createPunter(ctx, { cashCents: 0 });
    const bonus = await ctx.db.tx((q) =>
      grantBonusBet(q, {
        userId: other.id,
        amountCents: cents(1_000),
        description: 'Not yours',
        expiresAt: ctx.clock.now() + 86_400_000,
        now: ctx.clock.now(),
      }),
    );
    const res = await request({ legs: [{ ...win(races[0], 'w', 5), is_free_bet: true, free_bet_id: bonus.id }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().legs[0].bet_leg_error_codes).toEqual([300]);
  });

  it('a racing leg that says it is a match is read as a match, and is not found', async () => {
    const res = await request({ legs: [{ ...win(races[0], 'w', 5), event_type: 'S' }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().legs[0].error_message).toMatch(/match was not found/);
  });
});
