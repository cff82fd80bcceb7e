import { sameRaceMultiRefusal } from '@wagering/contract/wagering';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { rngFor, pick } from '../../lib/rng';
import { placesFor, sameRaceMultiDividend, type Dividend } from './pricing';
import { productsFor, type Product } from './products';
import { raceFormGuide } from './form-guide';

export type RaceTypeCode = 'T' | 'H' | 'G';

/** SPEC race type codes: T, H, G, their long names; anything else means any type (null). */
export function raceTypeOf(input: string | undefined): RaceTypeCode | null {
  const v = (input ?? '').trim().toLowerCase();
  if (['t', 'thoroughbred', 'thoroughbreds', 'horse', 'horses'].includes(v)) return 'T';
  if (['h', 'harness'].includes(v)) return 'H';
  if (['g', 'greyhound', 'greyhounds'].includes(v)) return 'G';
  return null;
}

export interface Runner {
  saddle_number: number;
  runner_id: string;
  runner_name: string;
  barrier: number;
  jockey_driver_trainer: string;
  trainer: string;
  weight: number;
  last_four_starts: string;
  is_eliminated: boolean;
  odds: Record<string, number>;
  approximate_odds: number | null;
  srm_odds: { dividend_code: string; value: number }[];
  finish_position: number | null;
}

export interface Race {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  event_name: string;
  race_name: string;
  race_number: number;
  race_type: RaceTypeCode;
  start_time: string;
  jumps_in_sec: number;
  race_status: string;
  show_results: boolean;
  result_string: string | null;
  dividends: Dividend[];
  weather: string;
  race_distance: number;
  track_condition: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  field_size: number;
  products: Product[];
  /** The placed runners by name, only as far as places are paid (the winner alone in a field of 4 or fewer). */
  placings: Placing[];
  runners?: Runner[];
}

export interface Placing {
  position: number;
  saddle_number: number;
  runner_name: string;
}

export interface Meeting {
  meeting_id: number;
  meeting_name: string;
  meeting_date: string;
  race_type: RaceTypeCode;
  event_status: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  races: Race[];
}

interface RaceRow {
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
const isoDay = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : iso(d).slice(0, 10));

/** Seconds until the jump while a race still takes bets; 0 once it has jumped (the lists drop those). */
export function jumpsInSec(startMs: number, status: string, now: number): number {
  return status === 'Open' || status === 'Suspended' ? Math.max(0, Math.round((startMs - now) / 1000)) : 0;
}

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

async function races(
  q: Queryable,
  now: number,
  where: string,
  params: unknown[],
  withRunners = false,
): Promise<Race[]> {
  const { rows } = await q.query<RaceRow>(`${RACE_SQL} ${where}`, params);
  const list = rows.map((r) => toRace(r, now));
  if (withRunners) {
    const runners = await runnersOf(
      q,
      list.map((r) => r.event_id),
    );
    for (const race of list) race.runners = runners.get(race.event_id) ?? [];
  }
  return list;
}

const typeClause = (type: RaceTypeCode | null, param: number) =>
  type ? `AND m.race_type = $${param}` : `AND $${param}::text IS NULL`;

/** The next races to jump (jumps_in_sec above 0), soonest first. */
export async function nextToJump(q: Queryable, now: number, type: RaceTypeCode | null, count: number): Promise<Race[]> {
  return races(
    q,
    now,
    `WHERE r.race_status IN ('Open', 'Suspended') AND r.start_time > to_timestamp($1::float8 / 1000) AND NOT m.is_futures ${typeClause(type, 2)}
     ORDER BY r.start_time, r.event_id LIMIT $3`,
    [now, type, count],
  );
}

export async function race(q: Queryable, now: number, eventId: number): Promise<Race> {
  const [found] = await races(q, now, 'WHERE r.event_id = $1', [eventId], true);
  if (!found) throw notFound('Race not found');
  return found;
}

export async function racesByIds(q: Queryable, now: number, eventIds: number[]): Promise<Record<string, Race>> {
  const list = await races(q, now, 'WHERE r.event_id = ANY($1::int[])', [eventIds], true);
  return Object.fromEntries(list.map((r) => [String(r.event_id), r]));
}

/** Groups races into their meetings (SPEC "Event"); a meeting is Open while any race still takes bets. */
function toMeetings(list: Race[], rows: { meeting_id: number; meeting_date: string }[]): Meeting[] {
  const meetings = new Map<number, Meeting>();
  for (const r of list) {
    if (!meetings.has(r.meeting_id)) {
      meetings.set(r.meeting_id, {
        meeting_id: r.meeting_id,
        meeting_name: r.meeting_name,
        meeting_date: rows.find((x) => x.meeting_id === r.meeting_id)?.meeting_date ?? '',
        race_type: r.race_type,
        event_status: 'Closed',
        is_australian: r.is_australian,
        state_country_code: r.state_country_code,
        is_futures: r.is_futures,
        races: [],
      });
    }
    const m = meetings.get(r.meeting_id)!;
    m.races.push(r);
    if (r.race_status === 'Open') m.event_status = 'Open';
  }
  return [...meetings.values()];
}

async function meetingsWhere(
  q: Queryable,
  now: number,
  where: string,
  params: unknown[],
  withRunners = false,
): Promise<Meeting[]> {
  const { rows } = await q.query<{ meeting_id: number; meeting_date: Date | string }>(
    `SELECT m.meeting_id, m.meeting_date FROM racing_meetings m ${where}`,
    params,
  );
  if (!rows.length) return [];
  const list = await races(
    q,
    now,
    'WHERE r.meeting_id = ANY($1::int[]) ORDER BY r.start_time, r.meeting_id, r.race_number',
    [rows.map((r) => r.meeting_id)],
    withRunners,
  );
  return toMeetings(
    list,
    rows.map((r) => ({ meeting_id: r.meeting_id, meeting_date: isoDay(r.meeting_date) })),
  );
}

/** A day's meetings with their races (results included once run), optionally of one race type. */
export async function meetingsOn(
  q: Queryable,
  now: number,
  date: string,
  type: RaceTypeCode | null,
): Promise<Meeting[]> {
  return meetingsWhere(q, now, `WHERE m.meeting_date = $1::date AND NOT m.is_futures ${typeClause(type, 2)}`, [
    date,
    type,
  ]);
}

export async function futures(q: Queryable, now: number, type: RaceTypeCode | null): Promise<Meeting[]> {
  return meetingsWhere(
    q,
    now,
    `WHERE m.is_futures AND m.meeting_date >= $1::date ${typeClause(type, 2)}`,
    [isoDay(new Date(now)), type],
    true,
  );
}

export async function meetingResults(
  q: Queryable,
  now: number,
  date: string,
  meetingName: string,
  type: RaceTypeCode | null,
): Promise<Meeting> {
  const [m] = await meetingsWhere(
    q,
    now,
    `WHERE m.meeting_date = $1::date AND lower(m.meeting_name) = lower($2) ${typeClause(type, 3)}`,
    [date, meetingName, type],
    true,
  );
  if (!m) throw notFound('Meeting not found');
  return m;
}

/** A race card: the meeting with all its races, the chosen race with runners and products. */
export async function raceCard(
  q: Queryable,
  now: number,
  meetingId: number,
  eventId: number,
): Promise<{ meeting: Meeting; race: Race }> {
  const [meeting] = await meetingsWhere(q, now, 'WHERE m.meeting_id = $1', [meetingId]);
  if (!meeting || !meeting.races.some((r) => r.event_id === eventId)) throw notFound('Race not found');
  return { meeting, race: await race(q, now, eventId) };
}

export interface FormStart {
  date: string;
  track: string;
  distance: number;
  position: string;
  field: number;
}

/**
 * Race form: each runner's recent starts (its last four, as the card's last four starts) and career line. The starts
 * are the feed's (form-guide.ts) where it gave them.
 */
export async function raceForm(q: Queryable, now: number, meetingId: number, eventId: number) {
  const r = await race(q, now, eventId);
  if (r.meeting_id !== meetingId) throw notFound('Race not found');
  const fed = new Map((await raceFormGuide(q, eventId)).runners.map((g) => [g.saddle_number, g.last_five]));
  return {
    ...r,
    runners: (r.runners ?? []).map((runner) => {
      const rng = rngFor('form', eventId, runner.saddle_number);
      const lastFive = fed.get(runner.saddle_number) ?? [];
      const starts = lastFive.length
        ? lastFive.slice(0, 4).map((s) => ({
            date: s.date,
            track: s.track,
            distance: s.distance,
            position: String(s.place),
            field: s.field_size,
          }))
        : madeUpStarts(r, runner, rng, now);
      const runs = starts.length + Math.floor(rng() * 20);
      const wins = starts.filter((s) => s.position === '1').length + Math.floor(rng() * 3);
      return { ...runner, form: starts, career: `${runs}: ${wins}-${Math.floor(rng() * 4)}-${Math.floor(rng() * 4)}` };
    }),
  };
}

/** Starts made up from the last four for runners fed before the feed gave form. */
function madeUpStarts(r: Race, runner: Runner, rng: () => number, now: number): FormStart[] {
  const tracks = ['Flemington', 'Randwick', 'Caulfield', 'Rosehill', 'Eagle Farm', 'Morphettville', 'Ascot', 'Sandown'];
  return [...runner.last_four_starts].reverse().map((pos, i) => ({
    date: isoDay(new Date(now - (i + 1) * (14 + Math.floor(rng() * 14)) * 86_400_000)),
    track: pick(rng, tracks),
    distance: r.race_distance + (Math.floor(rng() * 5) - 2) * 100,
    position: pos === '0' ? '10th+' : pos === 'x' ? 'Scratched' : pos,
    field: 8 + Math.floor(rng() * 7),
  }));
}

/** A meeting's quadrella: its last four races, eliminated runners listed last (SPEC section 9). */
export async function quadrella(
  q: Queryable,
  now: number,
  meetingId: number,
): Promise<{ meeting_id: number; meeting_name: string; legs: Race[] }> {
  const list = await races(q, now, 'WHERE r.meeting_id = $1 ORDER BY r.race_number', [meetingId], true);
  if (list.length < 4) throw notFound('This meeting has no quadrella');
  const legs = list.slice(-4).map((r) => ({
    ...r,
    runners: [...(r.runners ?? [])].sort((a, b) => Number(a.is_eliminated) - Number(b.is_eliminated)),
  }));
  return { meeting_id: meetingId, meeting_name: list[0].meeting_name, legs };
}

/** Same-race-multi selections: "saddle:code" pairs, e.g. "3:FWIN,5:PTOP2"; each runner once. */
export function parseSrmSelections(selections: string): { saddle: number; code: string }[] {
  const parts = selections
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out = parts.map((part) => {
    const [saddle, code] = part.split(':');
    return { saddle: Number(saddle), code };
  });
  if (
    out.length < 2 ||
    out.some((s) => !Number.isInteger(s.saddle) || !['FWIN', 'PTOP2', 'PTOP3', 'PTOP4'].includes(s.code))
  ) {
    throw badRequest(
      'Same race multi selections are two or more of saddle:FWIN, saddle:PTOP2, saddle:PTOP3 or saddle:PTOP4',
      { selections: 'is invalid' },
    );
  }
  const refusal = sameRaceMultiRefusal(out);
  if (refusal) throw badRequest(refusal, { selections: refusal });
  return out;
}

/** The current same-race-multi price of a set of selections, or null when a selection is not priced (scratched). */
export function srmPrice(runners: Runner[], selections: { saddle: number; code: string }[]): number | null {
  const prices = selections.map(
    (s) =>
      runners
        .find((r) => r.saddle_number === s.saddle && !r.is_eliminated)
        ?.srm_odds.find((o) => o.dividend_code === s.code)?.value,
  );
  return prices.every((v): v is number => typeof v === 'number') ? sameRaceMultiDividend(prices) : null;
}

export async function sameRaceMultiDiv(q: Queryable, now: number, eventId: number, selections: string) {
  const r = await race(q, now, eventId);
  const picks = parseSrmSelections(selections);
  const dividend = srmPrice(r.runners ?? [], picks);
  if (dividend === null)
    throw badRequest('A selected runner has no price for that position', { selections: 'is not priced' });
  return { event_id: eventId, selections, dividend };
}

/** A runner's fixed win price flucs: its opening price, the highest and lowest since, and its recent prices. */
export interface RunnerFlucs {
  saddle_number: number;
  open: number;
  high: number;
  low: number;
  current: number;
  history: number[];
}

/** The flucs of a race's runners that have been quoted a fixed win price (kept by migration 180's trigger). */
export async function flucs(q: Queryable, eventId: number): Promise<{ event_id: number; runners: RunnerFlucs[] }> {
  const race = await q.query('SELECT 1 FROM racing_races WHERE event_id = $1', [eventId]);
  if (!race.rows[0]) throw notFound('Race not found');
  const { rows } = await q.query<{ saddle_number: number; flucs: Omit<RunnerFlucs, 'saddle_number' | 'current'> }>(
    'SELECT saddle_number, flucs FROM racing_runners WHERE event_id = $1 AND flucs IS NOT NULL ORDER BY saddle_number',
    [eventId],
  );
  const runners = rows.map(({ saddle_number, flucs: f }) => ({
    saddle_number,
    ...f,
    current: f.history[f.history.length - 1] ?? f.open,
  }));
  return { event_id: eventId, runners };
}
