import { buildApp } from './app';
import { config } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { systemClock } from './lib/clock';
import { startFeedFromEnv } from './modules/feed/runner';

const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await migrate(db);
// Demo punters on an empty database (README lists them).
await seed(db, systemClock);
const app = await buildApp({
  db,
  jwtSecret: config.jwtSecret,
  staticRoot: config.staticRoot,
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.card_number', '*.cvv', '*.ccv'] },
});
// The racing and sports feed simulator ticks in this process unless FEED=off (docs/API.md).
const feed = startFeedFromEnv(db, systemClock, (err) => app.log.error({ err }, 'feed tick failed'));
const close = async () => {
  await feed?.stop();
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
