import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { PriceMoves } from '../../lib/price-moves';
import { openDb, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import { LATE_MARKET_MS } from './pricing';
import { FeedSimulator } from './simulator';

/**
 * Fixed-win price changes per runner per minute, early in a market and in its last five minutes, and the share of the
 * runners a push carries whose price changed (a push that repeats unmoved prices would make them flicker).
 */
interface Cadence {
  early: number;
  late: number;
  changedShare: number;
}

/**
 * Runs the simulator second by second for `seconds` of feed time from `start` and counts each runner's fixed win
 * price changes in its pushes, over the minutes each open runner was in the moving market (its race open and
 * jumping within 30 minutes). The same count measures the cadence before and after (issue 22 item 5).
 */
async function measureCadence(db: Db, start: number, seconds: number, priceMoves?: PriceMoves): Promise<Cadence> {
  const sim = new FeedSimulator({ seed: 'cadence', lanes: 2, priceMoves });
  await sim.sync(db, start);
  const last = new Map<string, number>();
  const changes = { early: 0, late: 0 };
  const runnerSeconds = { early: 0, late: 0 };
  const pushed = { runners: 0, changed: 0 };
  for (let t = 1; t <= seconds; t++) {
    const now = start + t * 1000;
    const { rows } = await db.query<{ event_id: number; start: Date; runners: number }>(
      `SELECT r.event_id, r.start_time AS start,
              (SELECT count(*)::int FROM racing_runners x WHERE x.event_id = r.event_id AND NOT x.is_eliminated) AS runners
       FROM racing_races r WHERE r.race_status = 'Open'
       AND r.start_time > to_timestamp($1::float8 / 1000) AND r.start_time <= to_timestamp($1::float8 / 1000 + 1800)`,
      [now],
    );
    const phaseOf = new Map(
      rows.map((r) => [r.event_id, new Date(r.start).getTime() - now <= LATE_MARKET_MS ? 'late' : 'early'] as const),
    );
    for (const r of rows) runnerSeconds[phaseOf.get(r.event_id)!] += r.runners;
    const { odds } = await sim.sync(db, now);
    for (const race of odds) {
      const phase = phaseOf.get(race.event_id);
      for (const runner of race.runners) {
        const key = `${race.event_id}/${runner.saddle_number}`;
        const price = runner.odds.FWIN;
        const changed = last.has(key) && price !== last.get(key);
        if (phase && changed) changes[phase]++;
        if (last.has(key)) [pushed.runners, pushed.changed] = [pushed.runners + 1, pushed.changed + Number(changed)];
        if (price !== undefined) last.set(key, price);
      }
    }
  }
  // A runner's first push only tells its price; later ones are counted. Rates per runner-minute in the market.
  return {
    early: changes.early / (runnerSeconds.early / 60),
    late: changes.late / (runnerSeconds.late / 60),
    changedShare: pushed.changed / pushed.runners,
  };
}

describe('the simulated market moves like a real one (issue 22 item 5)', () => {
  let db: Db;
  // A quarter past ten in the morning UTC: every lane has races jumping in the next half hour.
  const start = Date.UTC(2026, 10, 26, 10, 15);

  beforeAll(async () => {
    db = await openDb({});
    await migrate(db);
  });
  afterAll(() => db.close());

  it('each runner moves every 30 to 90 s on average, faster in the last five minutes, as configured', async () => {
    const cadence = await measureCadence(db, start, 600);
    console.log(`price changes per runner per minute (default, 600 s): ${JSON.stringify(cadence)}`);
    expect(cadence.early).toBeGreaterThan(60 / 90);
    expect(cadence.early).toBeLessThan(60 / 30);
    expect(cadence.late).toBeGreaterThan(cadence.early);
    // A push moves a runner or two of a field; the rest keep their quotes and do not flash.
    expect(cadence.changedShare).toBeLessThan(0.3);

    const quiet = await measureCadence(db, start + 3_600_000, 600, { meanSec: 300, lateMeanSec: 300 });
    console.log(`price changes per runner per minute (300 s configured): ${JSON.stringify(quiet)}`);
    expect(quiet.early).toBeLessThan(60 / 90);
  }, 240_000);

  it('the cadence is read from the API config, checked like every setting', () => {
    expect(loadConfig({}).feedPriceMoves).toEqual({ meanSec: 60, lateMeanSec: 20 });
    expect(loadConfig({ FEED_PRICE_MOVE_SEC: '45', FEED_PRICE_MOVE_LATE_SEC: '15' }).feedPriceMoves).toEqual({
      meanSec: 45,
      lateMeanSec: 15,
    });
    expect(() => loadConfig({ FEED_PRICE_MOVE_SEC: '0' })).toThrow(/FEED_PRICE_MOVE_SEC/);
  });
});
