// Runs the API's integration suites twice: on embedded PGlite, then on the PostgreSQL server.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = [
  { name: 'PGlite', env: {} },
  { name: 'PostgreSQL', env: { TEST_DATABASE_URL: pgUrl } },
];
for (const run of runs) {
  console.log(`\n== API integration on ${run.name} ==`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.int.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
