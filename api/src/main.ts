import { appLogger, buildApp, scrapeFeedLag } from './app';
import { config } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './seed';
import { ManualClock, systemClock } from './lib/clock';
import { serveMetrics } from './lib/metrics';
import { startFeed } from './modules/feed/runner';
import { settlement } from './modules/settlement/service';
import { withRedisFanout } from './modules/push/redis-fanout';

/** A shutdown that takes longer than this (a stuck request or database) exits anyway, before the orchestrator kills. */
const SHUTDOWN_DEADLINE_MS = 20_000;

let logDbError = (err: unknown) => console.error('database connection lost', err);
const database = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  poolMax: config.pgPoolMax,
  onError: (err) => logDbError(err),
});
// Live events through Redis when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY (docs/OPERATIONS.md).
const db = config.redisUrl
  ? await withRedisFanout(database, config.redisUrl, (err) => console.error('redis fan-out:', err))
  : database;
await migrate(db);
// FEED=manual: the whole API (races, bets, settlement) runs on a clock that starts now and moves only when a sandbox
// call says so, so tests and demos never wait on real time or a random price.
const clock = config.feed === 'manual' ? new ManualClock(Date.now()) : systemClock;
// Demo punters on an empty database (README lists them); never in production.
if (config.sandbox) await seed(db, clock);
let logFeedError = (err: unknown) => console.error('feed tick failed', err);
// The racing and sports feed simulator ticks in this process unless FEED=off (docs/API.md).
const feed = startFeed(
  config.feed,
  db,
  clock,
  settlement,
  (err) => logFeedError(err),
  config.feedPriceMoves,
  config.feedWorld,
);
const app = await buildApp({
  db,
  clock,
  feed,
  jwtSecret: config.jwtSecret,
  sandbox: config.sandbox,
  production: config.production,
  publicUrl: config.publicUrl,
  publicUrlFollowsHost: config.publicUrlFollowsHost,
  trustProxy: config.trustProxy,
  rateLimits: config.rateLimits,
  opsToken: config.opsToken,
  bankCoolingOffMs: config.bankCoolingOffMs,
  cashOut: config.cashOut,
  payoutCeilingCents: config.payoutCeilingCents,
  payIdDomain: config.payIdDomain,
  metricsElsewhere: config.metricsPort !== undefined,
  logger: appLogger(config.logLevel),
});
logFeedError = (err) => app.log.error({ err }, 'feed tick failed');
logDbError = (err) => app.log.warn({ err }, 'database connection lost; reconnecting');

/**
 * SIGTERM (docker stop, a rolling deploy): drain for SHUTDOWN_DRAIN_MS (see below), stop ticking the feed (another replica takes the lead on its next tick),
 * then close the server: it stops accepting connections, answers 503 to requests arriving on kept-alive ones, ends
 * every live stream with a retry hint, and waits for requests in flight (a bet being placed commits and answers).
 */
let closing = false;
let metricsServer: ReturnType<typeof serveMetrics> | undefined;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown deadline passed; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // Drain first: still serving, but not ready and closing each connection after its answer, so the gateway moves
  // clients to other replicas before this one stops listening (no request is cut off mid-way).
  app.draining = true;
  await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
  await feed?.stop();
  metricsServer?.close();
  await app.close();
  await db.close();
  app.log.info('shut down cleanly');
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
// A fresh database has no races until the first tick writes them: listen after it, so no page ever opens empty.
await feed?.firstTick;
await app.listen({ port: config.port, host: config.host });
if (config.metricsPort) metricsServer = serveMetrics(config.metricsPort, config.host, () => scrapeFeedLag(db));
