import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';

/** Removes one of the punter's own entries; another punter's entry is "not found", never removed. */
export async function removeEntry(db: Queryable, userId: string, entryId: number): Promise<void> {
  const { rows } = await db.query('DELETE FROM blackbook_entries WHERE user_id = $1 AND entry_id = $2 RETURNING 1', [
    userId,
    entryId,
  ]);
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
}
