import { Redis } from 'ioredis';
import type { Db, Queryable } from '../../db/client';

/**
 * Live events through Redis pub/sub instead of PostgreSQL LISTEN/NOTIFY (REDIS_URL): the database keeps only the
 * money, and each replica holds one Redis subscription however many SSE clients it serves. Events raised inside a
 * transaction are held and published after it commits (never for a rollback), in order. Channels are named after the
 * database and schema, so several sites or test suites can share one Redis.
 */
export async function withRedisFanout(
  db: Db,
  redisUrl: string,
  onError: (err: unknown) => void,
): Promise<Db & { closeFanout(): Promise<void> }> {
  const { rows } = await db.query<{ scope: string }>("SELECT current_database() || '.' || current_schema() AS scope");
  const scoped = (channel: string) => `${rows[0].scope}:${channel}`;
  // Publishing waits for Redis when it is briefly away (ioredis queues and retries); a subscriber connection can
  // only subscribe, so it is a second connection.
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  // Connection errors are reported, not thrown: ioredis reconnects (and resubscribes) by itself.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<(payload: string) => void>>();
  subscriber.on('message', (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload)));

  // Live events are hints (a reconnecting page reloads what it shows): a Redis outage is logged, and never fails the
  // request whose transaction has already committed.
  const publishAll = async (channel: string, payloads: string[]) => {
    if (!payloads.length) return;
    const pipeline = publisher.pipeline();
    for (const payload of payloads) pipeline.publish(scoped(channel), payload);
    await pipeline.exec().catch(onError);
  };
  const closeFanout = async () => {
    subscriber.disconnect();
    await publisher.quit().catch(() => undefined);
  };
  return {
    ...db,
    notify: publishAll,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const held: [string, string[]][] = [];
      const result = await db.tx((q) =>
        fn({ query: (sql, params) => q.query(sql, params), notify: async (c, p) => void held.push([c, p]) }),
      );
      for (const [channel, payloads] of held) await publishAll(channel, payloads);
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
    /** Closes the Redis connections only (the database may serve on). */
    closeFanout,
    async close() {
      await closeFanout();
      await db.close();
    },
  };
}
