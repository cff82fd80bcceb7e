import { Redis } from 'ioredis';
import type { Db, Transaction } from '../../db/client';

/**
 * Live events through Redis pub/sub instead of PostgreSQL LISTEN/NOTIFY (REDIS_URL): the database keeps only the
 * money, and each replica holds one Redis subscription however many SSE clients it serves. Events raised inside a
 * transaction are held and published after it commits (never for a rollback), in order. Channels are named after the
 * database and schema, so several sites or test suites can share one Redis.
 */
/** Live events held for Redis at most while it is away; older ones are dropped beyond it. */
const MAX_QUEUED_EVENTS = 10_000;

export async function withRedisFanout(
  db: Db,
  redisUrl: string,
  onError: (err: unknown) => void,
): Promise<Db & { closeFanout(): Promise<void> }> {
  const { rows } = await db.query<{ scope: string }>("SELECT current_database() || '.' || current_schema() AS scope");
  const scoped = (channel: string) => `${rows[0].scope}:${channel}`;
  // Publishing never waits for Redis: a command while it is away fails at once (no offline queue), and events wait in
  // the bounded queue below until it is back. A subscriber connection can only subscribe, so it is a second one.
  const publisher = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  // Connection errors are reported, not thrown: ioredis reconnects (and resubscribes) by itself.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<(payload: string) => void>>();
  subscriber.on('message', (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload)));

  // Live events are hints (a reconnecting page reloads what it shows): they are handed to this queue after the commit
  // and published in order by one drain loop, so a request never waits on Redis; while Redis is away the queue keeps
  // the newest MAX_QUEUED_EVENTS and drops older ones.
  const queue: [string, string][] = [];
  let draining = false;
  const publishAll = async (channel: string, payloads: string[]) => {
    for (const payload of payloads) queue.push([scoped(channel), payload]);
    queue.splice(0, Math.max(0, queue.length - MAX_QUEUED_EVENTS));
    void drain();
  };
  const drain = async () => {
    if (draining) return;
    draining = true;
    while (queue.length && publisher.status === 'ready') {
      const batch = queue.splice(0, 500);
      const pipeline = publisher.pipeline();
      for (const [channel, payload] of batch) pipeline.publish(channel, payload);
      const results = await pipeline.exec().catch((err: unknown) => [[err]]);
      const failed = results?.find(([err]) => err)?.[0];
      if (failed) {
        onError(failed);
        // Back to the front, in order, for when Redis answers again.
        queue.unshift(...batch.slice(0, MAX_QUEUED_EVENTS - queue.length));
        break;
      }
    }
    draining = false;
  };
  publisher.on('ready', () => void drain());
  const closeFanout = async () => {
    subscriber.disconnect();
    await publisher.quit().catch(() => undefined);
  };
  return {
    ...db,
    notify: publishAll,
    async tx<T>(fn: (q: Transaction) => Promise<T>): Promise<T> {
      const held: [string, string[]][] = [];
      const result = await db.tx((q) =>
        fn({
          query: (sql, params) => q.query(sql, params),
          exec: (script) => q.exec(script),
          notify: async (c, p) => void held.push([c, p]),
        }),
      );
      for (const [channel, payloads] of held) void publishAll(channel, payloads);
      return result;
    },
    async listen(channel, onPayload) {
      const name = scoped(channel);
      if (!handlers.has(name)) {
        handlers.set(name, new Set());
        await subscriber.subscribe(name);
      }
      handlers.get(name)!.add(onPayload);
      return async () => void handlers.get(name)?.delete(onPayload);
    },
    liveEvents: () =>
      publisher.status === 'ready' && subscriber.status === 'ready' && queue.length < MAX_QUEUED_EVENTS
        ? 'ok'
        : 'degraded',
    /** Closes the Redis connections only (the database may serve on). */
    closeFanout,
    async close() {
      await closeFanout();
      await db.close();
    },
  };
}
