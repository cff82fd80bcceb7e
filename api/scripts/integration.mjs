// Runs the API's integration suites twice: on embedded PGlite, then on the PostgreSQL server with Redis (live-event
// fan-out across replicas).
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = [
  { name: 'PGlite', env: {} },
  {
    name: 'PostgreSQL and Redis',
    env: { TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
];
for (const run of runs) {
  console.log(`\n== API integration on ${run.name} ==`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.int.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
