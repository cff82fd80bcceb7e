import type { Db, Queryable } from '../../db/client';

/** The channel every API instance LISTENs on; each instance forwards events to its own SSE clients. */
export const LIVE_CHANNEL = 'live_events';

/** A punter's own notification (SPEC "Notification event"): bet accepted or settled, deposit or withdrawal done. */
export interface NotificationEvent {
  id: string;
  event_description: string;
  outcome: string;
  status: string;
  balance_effect: string;
  type: 'Transfer' | 'Bet';
}

export type LiveEvent =
  | { kind: 'notification'; userId: string; event: NotificationEvent }
  | { kind: 'balance'; userId: string; cash_cents: number; bonus_cents: number }
  | { kind: string; [key: string]: unknown };

/** Publishes a live event to every API instance (PostgreSQL NOTIFY; payloads stay well under its 8000-byte limit). */
export async function publish(db: Db, event: LiveEvent): Promise<void> {
  await db.notify(LIVE_CHANNEL, JSON.stringify(event));
}

/** Publishes inside a transaction: PostgreSQL delivers the event only if, and when, the transaction commits. */
export async function publishIn(q: Queryable, event: LiveEvent): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]);
}
