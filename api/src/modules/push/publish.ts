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

/**
 * Publishes inside a transaction: PostgreSQL delivers the events only if, and when, the transaction commits, in the
 * order given. Several events cost one round trip.
 */
export async function publishIn(q: Queryable, ...events: LiveEvent[]): Promise<void> {
  if (!events.length) return;
  await q.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
    LIVE_CHANNEL,
    events.map((e) => JSON.stringify(e)),
  ]);
}
