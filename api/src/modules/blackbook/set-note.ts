import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { oneEntry } from './entries';
import type { BlackbookEntry } from './schemas';

/** Sets the note on one of the punter's own entries (an empty note clears it). */
export async function setNote(
  db: Queryable,
  userId: string,
  entryId: number,
  note: string,
  now: number,
): Promise<BlackbookEntry> {
  const { rows } = await db.query(
    'UPDATE blackbook_entries SET note = $3 WHERE user_id = $1 AND entry_id = $2 RETURNING 1',
    [userId, entryId, note.trim()],
  );
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
  return oneEntry(db, userId, entryId, now);
}
