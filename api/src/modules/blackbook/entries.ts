import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/dates';
import type { BlackbookEntry } from './schemas';

/** How many runners and teams one punter may follow (docs/SPEC-CHOICES.md, "Blackbook"). */
export const MAX_ENTRIES = 200;
interface EntryRow {
  entry_id: number;
  kind: 'runner' | 'team';
  code: string;
  name: string;
  subject: string;
  note: string;
  created_at: Date;
  event_id: number | null;
  meeting_id: number | null;
  meeting_name: string | null;
  race_number: number | null;
  saddle_number: number | null;
  match_name: string | null;
  start_time: Date | null;
}

/*
 * Each entry with its next start: a runner's soonest open race it runs in (not scratched), a team's soonest open
 * match. The lateral joins find a runner's races by its identity in the feed (indexed in migration 236), never by its
 * name: a namesake abroad is another animal.
 */
const ENTRIES_SQL = `
  SELECT e.entry_id, e.kind, e.code, e.name, e.subject, e.note, e.created_at,
         COALESCE(race.event_id, game.event_id) AS event_id, race.meeting_id, race.meeting_name, race.race_number,
         race.saddle_number, game.match_name, COALESCE(race.start_time, game.start_time) AS start_time
  FROM blackbook_entries e
  LEFT JOIN LATERAL (
    SELECT r.event_id, r.meeting_id, m.meeting_name, r.race_number, ru.saddle_number, r.start_time
    FROM racing_runners ru
    JOIN racing_races r ON r.event_id = ru.event_id
    JOIN racing_meetings m ON m.meeting_id = r.meeting_id
    WHERE e.kind = 'runner' AND ru.runner_id = e.subject AND m.race_type = e.code AND NOT ru.is_eliminated
      AND r.race_status IN ('Open', 'Suspended') AND r.start_time > $2
    ORDER BY r.start_time, r.event_id LIMIT 1
  ) race ON true
  LEFT JOIN LATERAL (
    SELECT s.event_id, s.team_a || ' v ' || s.team_b AS match_name, s.match_starting_date AS start_time
    FROM sports_matches s
    WHERE e.kind = 'team' AND s.sport_code = e.code AND (s.team_a = e.name OR s.team_b = e.name)
      AND s.match_status = 'Open' AND s.match_starting_date > $2
    ORDER BY s.match_starting_date, s.event_id LIMIT 1
  ) game ON true
  WHERE e.user_id = $1`;

function toEntry(row: EntryRow): BlackbookEntry {
  const { event_id, start_time } = row;
  return {
    entry_id: row.entry_id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    runner_id: row.kind === 'runner' ? row.subject : null,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    next_start:
      event_id === null || start_time === null
        ? null
        : {
            event_id,
            start_time: new Date(start_time).toISOString(),
            meeting_id: row.meeting_id,
            meeting_name: row.meeting_name,
            race_number: row.race_number,
            saddle_number: row.saddle_number,
            match_name: row.match_name,
          },
  };
}

/** The punter's Blackbook, soonest next start first (entries with none last, newest saved first among them). */
export async function listEntries(db: Queryable, userId: string, now: number): Promise<BlackbookEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `${ENTRIES_SQL} ORDER BY start_time NULLS LAST, e.created_at DESC, e.entry_id DESC`,
    [userId, iso(now)],
  );
  return rows.map(toEntry);
}

/** One of the punter's own entries, as the list shows it. */
export async function oneEntry(db: Queryable, userId: string, entryId: number, now: number): Promise<BlackbookEntry> {
  const { rows } = await db.query<EntryRow>(`${ENTRIES_SQL} AND e.entry_id = $3`, [userId, iso(now), entryId]);
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
  return toEntry(rows[0]);
}
