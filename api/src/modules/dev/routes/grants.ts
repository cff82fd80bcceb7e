import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';

/** A promotion granted in the sandbox lasts a week. */
export const GRANT_DAYS = 7;

/** 404 unless the punter a grant names exists. */
export async function punterExists(db: Db, userId: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id::text = $1', [userId]);
  if (!rows.length) throw notFound('This punter was not found');
}
