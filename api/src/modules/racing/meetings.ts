import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Meeting, Race, RaceTypeCode } from './race-model';
import { isoDay, races, typeClause } from './race-rows';

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

export async function meetingsWhere(
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
