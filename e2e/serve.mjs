// The e2e suites' server: the site started by the same code as `npm start` (scripts/start.mjs), on a private copy
// of deploy/ (tests swap remote versions in it) and a fresh embedded database.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../scripts/start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '8180';
// One copy per port, so engineers (or CI shards) running suites side by side never share one.
const staticRoot = path.join(import.meta.dirname, `.deploy-${port}`);
rmSync(staticRoot, { recursive: true, force: true });
// E2E_DEPLOY: another deploy to serve (one brand's shell, scripts/brand-a11y.mjs); deploy/ by default.
cpSync(process.env.E2E_DEPLOY ?? path.join(root, 'deploy'), staticRoot, { recursive: true });
// The suites' site is a staging one: squads' override builds come from 127.0.0.1, another origin of this same server
// (so its Content-Security-Policy names it, as a staging deployment's names its squads' build host).
const runtimeConfig = path.join(staticRoot, 'remotes.json');
const config = JSON.parse(readFileSync(runtimeConfig, 'utf8'));
writeFileSync(
  runtimeConfig,
  JSON.stringify({ ...config, environment: 'staging', overrideOrigins: [`http://127.0.0.1:${port}`] }, null, 2),
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wagering-e2e-'));
const releaseLog = path.join(staticRoot, 'release-log.jsonl');
cpSync(path.join(root, 'release-log.jsonl'), releaseLog);

// The suites run after `npm test`'s build step, so the built site is already there.
const site = startSite({
  port,
  staticRoot,
  dataDir,
  build: false,
  // A loaded CI machine renders slower: pages are still rendered on the server (the budget's fallback has tests of
  // its own: shell/src/app/server/render-html.test.tsx, e2e server-render.spec.ts).
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    BANK_ACCOUNT_COOLING_OFF_HOURS: '0',
    SERVER_RENDER_BUDGET_MS: '2000',
    // A canary's rollback (the web tier's watcher) goes to this run's copy of the release log, looked at every second,
    // judged after 5 canary pages (each page a browser opens costs seconds).
    RELEASE_LOG: releaseLog,
    CANARY_CHECK_MS: '1000',
    CANARY_MIN_PAGES: '5',
  },
});
site.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
