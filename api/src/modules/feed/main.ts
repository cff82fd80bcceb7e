// The feed as its own process (run the API processes with FEED=off): `npx tsx src/modules/feed/main.ts` in api/.
import { config } from '../../config';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { systemClock } from '../../lib/clock';
import { settlement } from '../settlement/service';
import { startFeed } from './runner';

const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  poolMax: config.pgPoolMax,
});
await migrate(db);
const feed = startFeed(
  'on',
  db,
  systemClock,
  settlement,
  (err) => console.error('feed tick failed', err),
  config.feedPriceMoves,
  config.feedWorld,
)!;
console.log('feed simulator running');
const stop = async () => {
  await feed.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
