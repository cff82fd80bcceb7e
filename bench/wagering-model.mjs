// The long run of the wagering model's property test (issues 22 and 33): many more generated slips than `npm test`
// runs, through the real API on PGlite (or PostgreSQL with --postgres) with the controlled feed, two in five attacking
// the slip's shape, each checked against the reference model, then settled and checked against the model-free bound.
//   node bench/wagering-model.mjs [--runs 5000] [--seed N] [--postgres]
// Prints the slips tried, accepted and refused per kind and per attack, the bets settled, any mismatch and any
// invariant break (with the seed to replay).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const api = path.resolve(import.meta.dirname, '../api');
const env = { ...process.env, WAGERING_RUNS: String(arg('runs', 5000)) };
if (arg('seed')) env.WAGERING_SEED = String(arg('seed'));
if (process.argv.includes('--postgres'))
  env.TEST_DATABASE_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.int.config.ts', 'src/modules/betting/wagering-model.int.test.ts'],
  { cwd: api, env, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
