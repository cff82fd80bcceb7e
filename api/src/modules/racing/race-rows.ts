import type { Queryable } from '../../db/client';
import { placesFor, type Dividend } from './pricing';
import { productsFor } from './products';
import { jumpsInSec, type Placing, type Race, type RaceTypeCode, type Runner } from './race-model';

// Every race answer is read through one query: the race with its meeting, field size, placings and products.

export interface RaceRow {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  meeting_date: Date | string;
  race_type: RaceTypeCode;
  state_country_code: string;
  is_australian: boolean;
  is_futures: boolean;
  race_number: number;
  race_name: string;
  start_time: Date | string;
  race_distance: number;
  weather: string;
  track_condition: string;
  race_status: string;
  result_string: string | null;
  dividends: Dividend[] | null;
  field_size: number | string;
  last_race: number;
  placings: Placing[] | null;
}

const RACE_SQL = `
  SELECT r.event_id, r.meeting_id, m.meeting_name, m.meeting_date, m.race_type, m.state_country_code, m.is_australian, m.is_futures,
         r.race_number, r.race_name, r.start_time, r.race_distance, r.weather, r.track_condition, r.race_status, r.result_string, r.dividends,
         (SELECT count(*) FROM racing_runners x WHERE x.event_id = r.event_id AND NOT x.is_eliminated) AS field_size,
         (SELECT max(race_number) FROM racing_races x WHERE x.meeting_id = r.meeting_id) AS last_race,
         (SELECT json_agg(json_build_object('position', x.finish_position, 'saddle_number', x.saddle_number,
                 'runner_name', x.runner_name) ORDER BY x.finish_position)
          FROM racing_runners x WHERE x.event_id = r.event_id AND x.finish_position BETWEEN 1 AND 3) AS placings
  FROM racing_races r JOIN racing_meetings m ON m.meeting_id = r.meeting_id`;

const iso = (d: Date | string) => new Date(d).toISOString();
export const isoDay = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : iso(d).slice(0, 10));

function toRace(row: RaceRow, now: number): Race {
  const start = new Date(row.start_time).getTime();
  const field = Number(row.field_size);
  return {
    event_id: row.event_id,
    meeting_id: row.meeting_id,
    meeting_name: row.meeting_name,
    event_name: `${row.meeting_name} R${row.race_number}`,
    race_name: row.race_name,
    race_number: row.race_number,
    race_type: row.race_type,
    start_time: iso(row.start_time),
    jumps_in_sec: jumpsInSec(start, row.race_status, now),
    race_status: row.race_status,
    show_results: row.race_status === 'Interim' || row.race_status === 'Final',
    result_string: row.result_string,
    dividends: row.dividends ?? [],
    weather: row.weather,
    race_distance: row.race_distance,
    track_condition: row.track_condition,
    is_australian: row.is_australian,
    state_country_code: row.state_country_code,
    is_futures: row.is_futures,
    field_size: field,
    placings: (row.placings ?? []).filter((p) => p.position <= Math.max(1, placesFor(field))),
    products: productsFor({
      field,
      isFutures: row.is_futures,
      inQuadrella: row.last_race >= 4 && row.race_number > row.last_race - 4,
    }),
  };
}

async function runnersOf(q: Queryable, eventIds: number[]): Promise<Map<number, Runner[]>> {
  const map = new Map<number, Runner[]>();
  if (!eventIds.length) return map;
  const { rows } = await q.query<
    Runner & { event_id: number; weight: string | number; approximate_odds: string | number | null }
  >(
    `SELECT event_id, saddle_number, runner_id, runner_name, barrier, jockey_driver_trainer, trainer, weight, last_four_starts, is_eliminated,
            odds, approximate_odds, srm_odds, finish_position
     FROM racing_runners WHERE event_id = ANY($1::int[]) ORDER BY event_id, saddle_number`,
    [eventIds],
  );
  for (const { event_id, ...r } of rows) {
    if (!map.has(event_id)) map.set(event_id, []);
    map.get(event_id)!.push({
      ...r,
      weight: Number(r.weight),
      approximate_odds: r.approximate_odds === null ? null : Number(r.approximate_odds),
    });
  }
  return map;
}

/** The rows of the races `where` picks: read once, drawn as races at any moment after (racesAt). */
export async function raceRows(q: Queryable, where: string, params: unknown[]): Promise<RaceRow[]> {
  return (await q.query<RaceRow>(`${RACE_SQL} ${where}`, params)).rows;
}

/** Races as they stand at `now` (their jump countdowns), from their rows. */
export const racesAt = (rows: RaceRow[], now: number): Race[] => rows.map((r) => toRace(r, now));

/** Each race with its runners. */
export async function withRunners(q: Queryable, list: Race[]): Promise<Race[]> {
  const runners = await runnersOf(
    q,
    list.map((r) => r.event_id),
  );
  for (const race of list) race.runners = runners.get(race.event_id) ?? [];
  return list;
}

export async function races(
  q: Queryable,
  now: number,
  where: string,
  params: unknown[],
  andRunners = false,
): Promise<Race[]> {
  const list = racesAt(await raceRows(q, where, params), now);
  return andRunners ? withRunners(q, list) : list;
}

export const typeClause = (type: RaceTypeCode | null, param: number) =>
  type ? `AND m.race_type = $${param}` : `AND $${param}::text IS NULL`;
