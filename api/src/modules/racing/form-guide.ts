/**
 * The form guide of a race: each runner's last five starts and last start's sectionals as the feed gave them with
 * the runner (racing_runners.form), and the race's speed map worked out from them.
 */
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { speedMap, SETTLINGS, type Settling } from './speed-map';

/** One of a runner's past starts, as the feed writes it (feed/form.ts). */
export interface PastStart {
  /** The day it ran (YYYY-MM-DD, UTC). */
  date: string;
  /** Whole days from that start to this race's day. */
  days_since: number;
  place: number;
  field_size: number;
  track: string;
  /** Metres. */
  distance: number;
  /** Lengths behind the winner; 0 for a win. */
  margin: number;
  /** Where it settled in that run. */
  settled: Settling;
}

/** A run's time and named splits (thoroughbreds: last 600 m and 200 m; harness: last 800 m and 400 m; greyhounds: first split and last 200 m). */
export interface Sectionals {
  distance: number;
  /** The whole run, in seconds. */
  time: number;
  splits: { label: string; seconds: number }[];
}

/** What the feed stores with a runner (null for rows fed before it did). */
interface StoredForm {
  early_speed: number;
  last_five: PastStart[];
  last_start_sectionals: Sectionals | null;
}

interface RunnerFormGuide {
  saddle_number: number;
  runner_id: string;
  runner_name: string;
  barrier: number;
  is_eliminated: boolean;
  settling: Settling | null;
  last_five: PastStart[];
  last_start_sectionals: Sectionals | null;
}

export interface RaceFormGuide {
  event_id: number;
  race_type: string;
  race_distance: number;
  speed_map: { settling: Settling; saddle_numbers: number[] }[];
  runners: RunnerFormGuide[];
}

interface Row {
  race_type: string;
  race_distance: number;
  saddle_number: number;
  runner_id: string;
  runner_name: string;
  barrier: number;
  is_eliminated: boolean;
  form: StoredForm | null;
}

/** GET /racing/races/{id}/form. A race that does not exist is 404 (a race with no form yet has empty lists). */
export async function raceFormGuide(q: Queryable, eventId: number): Promise<RaceFormGuide> {
  const { rows } = await q.query<Row>(
    `SELECT m.race_type, r.race_distance, ru.saddle_number, ru.runner_id, ru.runner_name, ru.barrier, ru.is_eliminated, ru.form
     FROM racing_races r JOIN racing_meetings m ON m.meeting_id = r.meeting_id
     LEFT JOIN racing_runners ru ON ru.event_id = r.event_id
     WHERE r.event_id = $1 ORDER BY ru.saddle_number`,
    [eventId],
  );
  if (!rows[0]) throw notFound('Race not found');
  const field = rows.filter((r) => r.saddle_number !== null);
  const settled = speedMap(field.map((r) => ({ ...r, early_speed: r.form?.early_speed ?? null })));
  return {
    event_id: eventId,
    race_type: rows[0].race_type,
    race_distance: rows[0].race_distance,
    speed_map: SETTLINGS.map((settling) => ({
      settling,
      saddle_numbers: field.filter((r) => settled.get(r.saddle_number) === settling).map((r) => r.saddle_number),
    })),
    runners: field.map((r) => ({
      saddle_number: r.saddle_number,
      runner_id: r.runner_id,
      runner_name: r.runner_name,
      barrier: r.barrier,
      is_eliminated: r.is_eliminated,
      settling: settled.get(r.saddle_number) ?? null,
      last_five: r.form?.last_five ?? [],
      last_start_sectionals: r.form?.last_start_sectionals ?? null,
    })),
  };
}
