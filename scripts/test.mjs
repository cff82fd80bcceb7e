// `npm test`: everything, in order, stopping at the first failure: typecheck, lint, layers (what may import what,
// .dependency-cruiser.cjs), dead code (knip.jsonc), unit tests,
// API integration on PGlite and on the PostgreSQL server, production build, Playwright end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall, npmEnv } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureInstall(root);

const steps = [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['layers', 'npm', ['run', '--silent', 'layers']],
  ['dead code (knip)', 'npm', ['run', '--silent', 'knip']],
  ['unit', 'npx', ['vitest', 'run']],
  ['api integration (PGlite, PostgreSQL)', 'npm', ['run', 'test:integration', '-w', '@wagering/api']],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ['end-to-end (Playwright, Chromium)', 'npm', ['test', '-w', '@wagering/e2e']],
];
const only = process.argv.slice(2);
let passed = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...npmEnv, FORCE_COLOR: '0' } });
  if (r.status !== 0) {
    console.log(`\n=== ${name} FAILED after ${Math.round((Date.now() - started) / 1000)} s ===`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  passed++;
  console.log(`=== ${name} passed in ${Math.round((Date.now() - started) / 1000)} s ===`);
}
console.log(`steps: ${passed} passed, 0 failed`);
