import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { CHECK_FIELDS } from '../../lib/validate';
import { iso } from '../../lib/dates';
import { MAX_ENTRIES, oneEntry } from './entries';
import type { BlackbookEntry, NewEntry } from './schemas';

/**
 * What the entry follows and the name it is shown by: a runner's identity in the feed (its name as the feed has it),
 * or a team by sport and name. Only real ones are saved; a runner without its identity is refused.
 */
async function subjectOf(q: Queryable, entry: NewEntry): Promise<{ subject: string; name: string }> {
  if (entry.kind === 'team') {
    const { rows } = await q.query(
      'SELECT 1 FROM sports_matches WHERE sport_code = $1 AND (team_a = $2 OR team_b = $2) LIMIT 1',
      [entry.code, entry.name],
    );
    if (!rows[0]) throw notFound('This team was not found');
    return { subject: entry.name, name: entry.name };
  }
  if (!entry.runner_id)
    throw badRequest(CHECK_FIELDS, { runner_id: 'A runner is followed by its runner_id from the race card' });
  const { rows } = await q.query<{ runner_name: string }>(
    `SELECT ru.runner_name FROM racing_runners ru JOIN racing_races r USING (event_id) JOIN racing_meetings m USING (meeting_id)
     WHERE ru.runner_id = $2 AND m.race_type = $1 ORDER BY r.start_time DESC LIMIT 1`,
    [entry.code, entry.runner_id],
  );
  if (!rows[0]) throw notFound('This runner was not found');
  return { subject: entry.runner_id, name: rows[0].runner_name };
}

/**
 * Saves a runner or team. Saving one already saved gives the saved entry back (a double tap is harmless); the
 * punter's wallet row is locked so two saves at once cannot pass the limit together.
 */
export async function addEntry(db: Db, userId: string, entry: NewEntry, now: number): Promise<BlackbookEntry> {
  const entryId = await db.tx(async (q) => {
    await q.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
    const { subject, name } = await subjectOf(q, entry);
    const existing = await q.query<{ entry_id: number }>(
      'SELECT entry_id FROM blackbook_entries WHERE user_id = $1 AND kind = $2 AND code = $3 AND subject = $4',
      [userId, entry.kind, entry.code, subject],
    );
    if (existing.rows[0]) return existing.rows[0].entry_id;
    const { rows } = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM blackbook_entries WHERE user_id = $1',
      [userId],
    );
    if (rows[0].count >= MAX_ENTRIES)
      throw conflict(
        `Your Blackbook is full: it holds up to ${MAX_ENTRIES} runners and teams. Remove one to add another.`,
      );
    const inserted = await q.query<{ entry_id: number }>(
      `INSERT INTO blackbook_entries (user_id, kind, code, name, subject, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING entry_id`,
      [userId, entry.kind, entry.code, name, subject, iso(now)],
    );
    return inserted.rows[0].entry_id;
  });
  return oneEntry(db, userId, entryId, now);
}
