// The long run of the wagering model's property test (issue 22): many more generated slips than `npm test` runs,
// through the real API on PGlite with the controlled feed, each checked against the reference model, then settled.
//   node bench/wagering-model.mjs [--runs 5000] [--seed N]
// Prints the slips tried, accepted and refused per kind, the bets settled and any mismatch (with the seed to replay).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const api = path.resolve(import.meta.dirname, '../api');
const env = { ...process.env, WAGERING_RUNS: String(arg('runs', 5000)) };
if (arg('seed')) env.WAGERING_SEED = String(arg('seed'));
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.int.config.ts', 'src/modules/betting/wagering-model.int.test.ts'],
  { cwd: api, env, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
