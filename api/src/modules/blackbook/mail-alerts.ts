import type { Queryable } from '../../db/client';

/** Whether the punter asked for Blackbook alerts by mail as well as on the page. */
export async function mailAlerts(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ blackbook_mail: boolean }>('SELECT blackbook_mail FROM users WHERE id = $1', [
    userId,
  ]);
  return Boolean(rows[0]?.blackbook_mail);
}

/** Turns the punter's Blackbook mail on or off. */
export async function setMailAlerts(db: Queryable, userId: string, on: boolean): Promise<boolean> {
  await db.query('UPDATE users SET blackbook_mail = $2 WHERE id = $1', [userId, on]);
  return on;
}
