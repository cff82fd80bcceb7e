import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { addDays, dayOf } from '../../lib/dates';
import { getData, startTestFeed } from '../../../test/feed-helpers';

type Flucs = { saddle_number: number; open: number; high: number; low: number; current: number; history: number[] };

describe('price flucs: every fixed win price change is kept with the runner', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let advance: (ms: number, step?: number) => Promise<void>;
  const flucsOf = async (eventId: number): Promise<Flucs[]> =>
    (await getData(ctx.app, `/v1/racing/flucs/${eventId}`)).runners;
  /** A race of tomorrow's card: no drift there, so only set prices move it. */
  const tomorrowsRace = async (index: number) => {
    const [meeting] = await getData(ctx.app, `/v1/racing/meetings?date=${addDays(dayOf(ctx.clock.now()), 1)}`);
    return getData(ctx.app, `/v1/racing/event-race/${meeting.races[index].event_id}`);
  };
  const setPrice = (eventId: number, saddle: number, price: number, code = 'FWIN') =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/dev/feed/races/${eventId}/price`,
      payload: { saddle_number: saddle, price, dividend_code: code },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ advance } = await startTestFeed(ctx));
  }, 180_000);
  afterAll(async () => ctx.close());

  it('a runner opens at its first quote; set prices move high, low, current and the history', async () => {
    const race = await tomorrowsRace(0);
    const runner = race.runners.find((r: { is_eliminated: boolean }) => !r.is_eliminated);
    const before = (await flucsOf(race.event_id)).find((f) => f.saddle_number === runner.saddle_number)!;
    const open = runner.odds.FWIN;
    expect(before).toMatchObject({ open, high: open, low: open, current: open, history: [open] });

    for (const price of [open + 5, open + 9, 1.5])
      expect((await setPrice(race.event_id, runner.saddle_number, price)).statusCode).toBe(200);
    // Another product's price is not a fixed win fluc.
    expect((await setPrice(race.event_id, runner.saddle_number, 77, 'FPLC')).statusCode).toBe(200);
    const after = (await flucsOf(race.event_id)).find((f) => f.saddle_number === runner.saddle_number)!;
    expect(after).toEqual({
      saddle_number: runner.saddle_number,
      open,
      high: open + 9,
      low: 1.5,
      current: 1.5,
      history: [open, open + 5, open + 9, 1.5],
    });
  });

  it('keeps the last 12 prices and the open, high and low of them all', async () => {
    const race = await tomorrowsRace(1);
    const saddle = race.runners[0].saddle_number;
    const open = race.runners[0].odds.FWIN;
    const prices = Array.from({ length: 15 }, (_, i) => 2 + i);
    for (const price of [1.01, ...prices]) await setPrice(race.event_id, saddle, price);
    const f = (await flucsOf(race.event_id)).find((x) => x.saddle_number === saddle)!;
    expect(f).toMatchObject({ open, high: Math.max(open, 16), low: 1.01, current: 16, history: prices.slice(-12) });
  });

  it('the simulator’s drift moves the history in the same write as the price', async () => {
    // A race still more than ten minutes from its jump: the soonest may jump within the eight minutes watched (at
    // 23:15 UTC one did, and its prices had not moved by then).
    const soonest = await getData(ctx.app, '/v1/racing/next-to-jump/A/12');
    const next = soonest.find((r: { jumps_in_sec: number }) => r.jumps_in_sec > 10 * 60);
    expect(next, 'a race more than ten minutes from its jump').toBeDefined();
    // Prices drift in the half hour before a jump: in big steps to ten minutes out, then a tick a minute.
    await advance(Date.parse(next.start_time) - ctx.clock.now() - 10 * 60_000, 10 * 60_000);
    await advance(8 * 60_000);
    const race = await getData(ctx.app, `/v1/racing/event-race/${next.event_id}`);
    const flucs = await flucsOf(next.event_id);
    const moved = flucs.filter((f) => f.history.length > 1);
    expect(moved.length).toBeGreaterThan(0);
    for (const f of flucs) {
      const runner = race.runners.find((r: { saddle_number: number }) => r.saddle_number === f.saddle_number);
      if (!runner.is_eliminated) expect(f.current).toBe(runner.odds.FWIN);
      expect(f.low).toBeLessThanOrEqual(Math.min(...f.history));
      expect(f.high).toBeGreaterThanOrEqual(Math.max(...f.history));
    }
  });

  it('an unknown race is a 404 and a bad id a 400, in the common error shape', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/racing/flucs/2147483000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Race not found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/racing/flucs/abc' });
    expect(bad.statusCode).toBe(400);
  });
});
