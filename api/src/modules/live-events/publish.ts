import type { Db, Queryable } from '../../db/client';
import type { LiveData, LiveKind, NotificationEvent } from '@wagering/contract/schemas';

/** The channel every API instance listens on (PostgreSQL or Redis); each forwards events to its own SSE clients. */
export const LIVE_CHANNEL = 'live_events';

/** A punter's own event: it goes only to that punter's streams. */
type Own<K extends 'balance' | 'account' | 'blackbook'> = { kind: K; userId: string } & LiveData[K];

/**
 * What a module publishes: a public event (odds, race, match) for every stream, or a punter's own, each typed by the
 * schema of what the stream sends (schemas.ts). The hub turns each into its frame (liveFrame).
 */
export type LiveEvent =
  | ({ kind: 'odds' } & LiveData['odds'])
  | ({ kind: 'race' } & LiveData['race'])
  | ({ kind: 'match' } & LiveData['match'])
  | { kind: 'notification'; userId: string; event: NotificationEvent }
  /** entry_id (the journal entry that made this balance) orders one punter's balances (hub.ts). */
  | Own<'balance'>
  /** The punter's account changed in a way every open page must follow at once (identity verified). */
  | Own<'account'>
  | Own<'blackbook'>
  /** These sessions ended (logout, password change, reset): their streams close, on every replica. No frame. */
  | { kind: typeof SESSIONS_ENDED; userId: string; sessions: string[] };

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

/** The frame a published event becomes on the stream: its event name and data (never the punter's id); none for a
 * sessions-ended event, which closes streams instead. */
export function liveFrame(event: LiveEvent): { [K in LiveKind]: { kind: K; data: LiveData[K] } }[LiveKind] | undefined {
  if (event.kind === SESSIONS_ENDED) return undefined;
  if (event.kind === 'notification') return { kind: 'notification', data: event.event };
  const {
    kind,
    userId: _userId,
    ...data
  } = event as Exclude<LiveEvent, { kind: 'notification' | typeof SESSIONS_ENDED }> & { userId?: string };
  return { kind, data } as never;
}
