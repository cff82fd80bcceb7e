// npm run migrate -w @wagering/api -- [up [VERSION] | down VERSION]: moves the configured database (DATABASE_URL, else
// PGlite in DATA_DIR) to VERSION, the newest by default; `down 0` undoes every migration. docs/OPERATIONS.md.
import { config } from '../src/config';
import { openDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const [direction = 'up', version] = process.argv.slice(2);
if (
  !['up', 'down'].includes(direction) ||
  (version !== undefined && !/^\d+$/.test(version)) ||
  (direction === 'down' && version === undefined)
) {
  console.error('usage: migrate [up [VERSION] | down VERSION]');
  process.exit(2);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
try {
  const run = await migrate(db, version ?? 'max');
  console.log(run.length ? run.join('\n') : 'nothing to do');
} finally {
  await db.close();
}
