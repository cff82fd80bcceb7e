import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { dateTime, int, nullable, obj, str } from '../../../lib/schemas';

/** Longest single clock move: a day, so a typo cannot push the feed years ahead. */
export const MAX_ADVANCE_SECONDS = 24 * 3600;

/** A race as the sandbox's race calls answer it. */
export const raceState = obj({ event_id: int, race_status: str, result_string: nullable(str), start_time: dateTime });

interface RaceRow {
  event_id: number;
  meeting_id: number;
  race_status: string;
  result_string: string | null;
  start_time: Date;
}

/** The race a sandbox call names; 404 if there is none. */
export async function raceOf(db: Db, eventId: number): Promise<RaceRow> {
  const { rows } = await db.query<RaceRow>(
    'SELECT event_id, meeting_id, race_status, result_string, start_time FROM racing_races WHERE event_id = $1',
    [eventId],
  );
  if (!rows[0]) throw notFound('This race was not found');
  return rows[0];
}

export const stateOf = (r: RaceRow) => ({
  event_id: r.event_id,
  race_status: r.race_status,
  result_string: r.result_string,
  start_time: new Date(r.start_time).toISOString(),
});
