import type { Queryable } from '../../db/client';
import { rngFor } from '../../lib/rng';
import type { Dividend } from '../racing/pricing';
import { drawFinish, quadrellaDividend, raceDividends } from './pricing';
import type { FeedChanges, RaceChange } from './provider';
import { jumpsInSec } from '../racing/race-model';
import { loadRunners } from './fields';
import { groupBy } from './group-by';
import { FINAL_AFTER_MS, INTERIM_AFTER_MS, SUSPEND_FROM_MS, SUSPEND_UNTIL_MS } from './timeline';

const PUSH_RECENT_MS = 10 * 60_000;

interface PendingRace {
  event_id: number;
  meeting_id: number;
  race_number: number;
  start: number;
  race_status: string;
  fate: string;
  result_string: string | null;
  last_race: number;
}

/** What decides how a race runs: the feed's seed, and the results forced on it. */
interface RaceFates {
  seed: string;
  forcedResults: ReadonlyMap<number, number[]>;
}

/** Moves each race due along its timeline (closed, suspended, interim placings, final dividends) and writes it. */
export async function runRaces(q: Queryable, now: number, changes: FeedChanges, { seed, forcedResults }: RaceFates) {
  const { rows } = await q.query<PendingRace & { start: Date }>(
    `SELECT event_id, meeting_id, race_number, start_time AS start, race_status, fate, result_string,
            (SELECT max(race_number) FROM racing_races x WHERE x.meeting_id = r.meeting_id) AS last_race
     FROM racing_races r WHERE race_status NOT IN ('Final', 'Abandoned') AND start_time <= to_timestamp($1::float8 / 1000) ORDER BY start_time`,
    [now + SUSPEND_FROM_MS],
  );
  // A forced result is a result message: that race runs, whatever fate the schedule planned for it.
  const races = rows.map((r) => ({
    ...r,
    start: new Date(r.start).getTime(),
    fate: forcedResults.has(r.event_id) ? 'run' : r.fate,
  }));
  const toRun = races.filter((r) => r.fate !== 'abandon' && now >= r.start + INTERIM_AFTER_MS);
  const runners = await loadRunners(
    q,
    toRun.map((r) => r.event_id),
  );
  const byRace = groupBy(runners, (r) => r.event_id);
  const updates: {
    event_id: number;
    race_status: string;
    result_string: string | null;
    dividends: Dividend[] | null;
  }[] = [];
  const placings: { event_id: number; saddle_number: number; finish_position: number }[] = [];

  for (const race of races) {
    const status = targetStatus(race, now);
    if (status === race.race_status) continue;
    let result = race.result_string;
    let dividends: Dividend[] | null = null;
    if (status === 'Interim' || status === 'Final') {
      const field = (byRace.get(race.event_id) ?? []).sort((a, b) => a.saddle_number - b.saddle_number);
      const probs = field.map((r) => r.win_prob);
      const saddles = field.map((r) => r.saddle_number);
      const forced = forcedResults.get(race.event_id);
      const order = forced
        ? forced.map((s) => saddles.indexOf(s))
        : drawFinish(probs, rngFor(seed, 'result', race.event_id));
      order.forEach((idx, pos) =>
        placings.push({ event_id: race.event_id, saddle_number: saddles[idx], finish_position: pos + 1 }),
      );
      result = order
        .slice(0, 4)
        .map((i) => saddles[i])
        .join('-');
      if (status === 'Final') dividends = raceDividends(probs, order, saddles);
    }
    updates.push({ event_id: race.event_id, race_status: status, result_string: result, dividends });
    // Catching up on a fresh start settles the past quietly; only races around now are pushed to clients.
    if (now - race.start < PUSH_RECENT_MS) {
      changes.races.push({
        meeting_id: race.meeting_id,
        event_id: race.event_id,
        race_status: status,
        jumps_in_sec: jumpsInSec(race.start, status, now),
        result_string: result,
      });
    }
  }
  if (!updates.length) return;
  if (placings.length) {
    await q.query(
      `UPDATE racing_runners r SET finish_position = x.finish_position
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, saddle_number int, finish_position int)
       WHERE r.event_id = x.event_id AND r.saddle_number = x.saddle_number`,
      [JSON.stringify(placings)],
    );
  }
  await q.query(
    `UPDATE racing_races r SET race_status = x.race_status, result_string = x.result_string, dividends = x.dividends
     FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, race_status text, result_string text, dividends jsonb)
     WHERE r.event_id = x.event_id`,
    [JSON.stringify(updates)],
  );
  const lastRaces = new Set(races.filter((r) => r.race_number === r.last_race).map((r) => r.event_id));
  for (const u of updates)
    if (u.race_status === 'Final' && lastRaces.has(u.event_id)) await addQuadrellaDividend(q, u.event_id);
}

/** Where a race should be at `now` by its planned timeline and fate. */
function targetStatus(race: PendingRace, now: number): RaceChange['race_status'] {
  if (now >= race.start) {
    if (race.fate === 'abandon') return 'Abandoned';
    return now >= race.start + FINAL_AFTER_MS ? 'Final' : now >= race.start + INTERIM_AFTER_MS ? 'Interim' : 'Closed';
  }
  if (race.fate === 'suspend' && now >= race.start - SUSPEND_FROM_MS && now < race.start - SUSPEND_UNTIL_MS)
    return 'Suspended';
  return 'Open';
}

/** The quadrella runs over a meeting's last four races; its dividend is added to the last one when it is Final. */
async function addQuadrellaDividend(q: Queryable, eventId: number) {
  const { rows } = await q.query<{
    event_id: number;
    race_status: string;
    winner: number | null;
    win_prob: number | null;
    last: number;
  }>(
    `SELECT r.event_id, r.race_status, w.saddle_number AS winner, w.win_prob,
            (SELECT max(race_number) FROM racing_races WHERE meeting_id = r.meeting_id) AS last
     FROM racing_races r LEFT JOIN racing_runners w ON w.event_id = r.event_id AND w.finish_position = 1
     WHERE r.meeting_id = (SELECT meeting_id FROM racing_races WHERE event_id = $1) ORDER BY r.race_number`,
    [eventId],
  );
  const legs = rows.slice(-4);
  if (legs.length < 4 || legs[3].event_id !== eventId || legs.some((l) => l.race_status !== 'Final' || !l.win_prob))
    return;
  const dividend: Dividend = {
    dividend_code: 'Quadrella',
    selections: legs.map((l) => l.winner).join('/'),
    value: quadrellaDividend(legs.map((l) => Number(l.win_prob))),
  };
  await q.query(`UPDATE racing_races SET dividends = dividends || $2::jsonb WHERE event_id = $1`, [
    eventId,
    JSON.stringify([dividend]),
  ]);
}
