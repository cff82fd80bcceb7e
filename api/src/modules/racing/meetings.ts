import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Meeting, Race, RaceTypeCode } from './race-model';
import { isoDay, raceRows, racesAt, typeClause, withRunners, type RaceRow } from './race-rows';

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

/** A set of meetings as read: their dates, and their races' rows. */
interface MeetingRows {
  meetings: { meeting_id: number; meeting_date: string }[];
  races: RaceRow[];
}

async function meetingRows(q: Queryable, where: string, params: unknown[]): Promise<MeetingRows> {
  const { rows } = await q.query<{ meeting_id: number; meeting_date: Date | string }>(
    `SELECT m.meeting_id, m.meeting_date FROM racing_meetings m ${where}`,
    params,
  );
  if (!rows.length) return { meetings: [], races: [] };
  const list = await raceRows(
    q,
    'WHERE r.meeting_id = ANY($1::int[]) ORDER BY r.start_time, r.meeting_id, r.race_number',
    [rows.map((r) => r.meeting_id)],
  );
  return {
    meetings: rows.map((r) => ({ meeting_id: r.meeting_id, meeting_date: isoDay(r.meeting_date) })),
    races: list,
  };
}

export async function meetingsWhere(
  q: Queryable,
  now: number,
  where: string,
  params: unknown[],
  andRunners = false,
): Promise<Meeting[]> {
  const rows = await meetingRows(q, where, params);
  const list = racesAt(rows.races, now);
  return toMeetings(andRunners ? await withRunners(q, list) : list, rows.meetings);
}

/** Days' meetings as read, per database, with the racing lists' version they were read at (migration 241). */
const keptDays = new WeakMap<Queryable, Map<string, { version: string; rows: Promise<MeetingRows> }>>();
const KEPT_DAYS = 32;

/**
 * A day's meetings, read again only when the racing lists' version has moved since (a status, a result, a scratching:
 * never a price): a day's list is the heaviest read a page makes (576 races: ~45 ms of embedded PGlite on the API's
 * own thread), and a flood of pages asking for it held bets back (docs/BENCHMARKS.md, issue 34).
 */
async function keptDay(q: Queryable, key: string, read: () => Promise<MeetingRows>): Promise<MeetingRows> {
  // The version before the rows: a change landing in between makes the next call read again, never keeps a stale list.
  const { rows } = await q.query<{ version: unknown }>('SELECT version FROM racing_lists_version');
  const version = String(rows[0]?.version);
  let days = keptDays.get(q);
  if (!days) keptDays.set(q, (days = new Map()));
  const kept = days.get(key);
  if (kept?.version === version) return kept.rows;
  const entry = { version, rows: read() };
  days.delete(key);
  days.set(key, entry);
  if (days.size > KEPT_DAYS) days.delete(days.keys().next().value!);
  // A failed read is not kept: the next call reads again.
  entry.rows.catch(() => days.get(key) === entry && days.delete(key));
  return entry.rows;
}

/** A day's meetings with their races (results included once run), optionally of one race type. */
export async function meetingsOn(
  q: Queryable,
  now: number,
  date: string,
  type: RaceTypeCode | null,
): Promise<Meeting[]> {
  const rows = await keptDay(q, `${date} ${type ?? ''}`, () =>
    meetingRows(q, `WHERE m.meeting_date = $1::date AND NOT m.is_futures ${typeClause(type, 2)}`, [date, type]),
  );
  return toMeetings(racesAt(rows.races, now), rows.meetings);
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
