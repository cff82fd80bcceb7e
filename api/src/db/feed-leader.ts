// The feed's heartbeat row (feed/runner.ts writes it each tick), read here below the modules so that readiness
// (health) and the tick-lag metric (app.ts) ask the database, not the feed.
import type { Queryable } from './client';

/** Who committed the last feed tick and how long ago (null before any tick): readiness and the tick-lag metric. */
export async function feedLeader(q: Queryable): Promise<{ instance: string; lag_seconds: number } | null> {
  const { rows } = await q.query<{ instance: string; lag_seconds: number }>(
    'SELECT instance, extract(epoch FROM clock_timestamp() - ticked_at)::float8 AS lag_seconds FROM feed_leader',
  );
  return rows[0] ?? null;
}
