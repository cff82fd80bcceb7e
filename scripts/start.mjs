// `npm start`: installs what is missing, builds the shell and every remote, and serves the whole site
// (API with its embedded database and live feed, shell, remotes) on one URL.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureInstall(root);
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = process.env.PORT ?? '8080';
const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
  cwd: path.join(root, 'api'),
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: port, STATIC_ROOT: path.join(root, 'deploy'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const url = `http://localhost:${port}`;
const announce = setInterval(async () => {
  try {
    const res = await fetch(`${url}/v1/health`);
    if (res.ok) {
      clearInterval(announce);
      console.log(`\n  The site is running at ${url}\n  (API at ${url}/v1, OpenAPI at ${url}/v1/openapi.json; Ctrl+C stops it)\n`);
    }
  } catch {
    // not listening yet
  }
}, 500);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => {
  clearInterval(announce);
  process.exit(code ?? 0);
});
