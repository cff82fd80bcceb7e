// `npm start`: installs what is missing, builds the shell and every remote, and serves the whole site
// (API with its embedded database and live feed, shell, remotes) on one URL.
// The e2e suites start the site through startSite() too (e2e/serve.mjs), so the two can never drift.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the API process that serves /v1 and the built site, and prints the URL once it answers.
 * @param {object} o
 * @param {string} [o.port] default PORT or 8080
 * @param {string} [o.staticRoot] the built site (deploy/ by default)
 * @param {string} [o.dataDir] the embedded database's folder (api/.data/pglite by default; unused with DATABASE_URL)
 * @param {boolean} [o.build] build the shell and remotes first (default true)
 * @param {Record<string, string>} [o.env] more environment for the API (NODE_ENV, FEED, LOG_LEVEL…)
 * @returns {import('node:child_process').ChildProcess}
 */
export function startSite({ port = process.env.PORT ?? '8080', staticRoot = path.join(root, 'deploy'), dataDir, build = true, env = {} } = {}) {
  ensureInstall(root);
  if (build) {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
      PORT: String(port),
      STATIC_ROOT: staticRoot,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
  });
  const url = `http://localhost:${port}`;
  const announce = setInterval(async () => {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) {
        clearInterval(announce);
        console.log(`\n  The site is running at ${url}\n  (API at ${url}/v1, OpenAPI at ${url}/v1/openapi.json; Ctrl+C stops it)\n`);
      }
    } catch {
      // not listening yet
    }
  }, 500);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
  api.on('exit', () => clearInterval(announce));
  return api;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startSite().on('exit', (code) => process.exit(code ?? 0));
}
