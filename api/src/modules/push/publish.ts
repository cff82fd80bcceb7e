import type { Db, Queryable } from '../../db/client';
import type { NotificationEvent } from './schemas';

/** The channel every API instance listens on (PostgreSQL or Redis); each forwards events to its own SSE clients. */
export const LIVE_CHANNEL = 'live_events';

export type LiveEvent =
  | { kind: 'notification'; userId: string; event: NotificationEvent }
  /** entry_id (the journal entry that made this balance) orders one punter's balances (hub.ts). */
  | { kind: 'balance'; userId: string; cash_cents: number; bonus_cents: number; entry_id?: number }
  /** The punter's account changed in a way every open page must follow at once (identity verified). */
  | { kind: 'account'; userId: string; user_verified: boolean; verification_status: string }
  /** These sessions ended (logout, password change, reset): their streams close, on every replica. No frame. */
  | { kind: typeof SESSIONS_ENDED; userId: string; sessions: string[] }
  | { kind: string; [key: string]: unknown };

export const SESSIONS_ENDED = 'sessions-ended';

/**
 * Publishes a live event to every API instance: PostgreSQL NOTIFY (payloads stay well under its 8000-byte limit), or
 * Redis when REDIS_URL is set (redis-fanout.ts).
 */
export async function publish(db: Db, event: LiveEvent): Promise<void> {
  await publishIn(db, event);
}

/**
 * Publishes inside a transaction: the events go out only if, and when, the transaction commits, in the order given.
 * Several events cost one round trip.
 */
export async function publishIn(q: Queryable, ...events: LiveEvent[]): Promise<void> {
  await q.notify(
    LIVE_CHANNEL,
    events.map((e) => JSON.stringify(e)),
  );
}
