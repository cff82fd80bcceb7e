// `npm start`: installs what is missing, builds the shell and every remote, and serves the whole site on one URL: the
// API (with its embedded database and live feed) on an internal port, and the web tier in front of it, which renders
// the pages, serves the built files and passes /v1 on to the API (docs/ARCHITECTURE.md, "Two processes").
// The e2e suites and the benchmarks start the site through startSite() too, so they run what `npm start` runs.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
/**
 * The web tier's garbage collection and compilation run on the thread that needs them: a render thread's at that
 * thread's low priority (web/src/render-worker.ts), not on V8's helper threads, which would take the API's core under
 * a burst of pages (bench/web-tier.mjs).
 */
const WEB_FLAGS = ['--single-threaded'];

/** Waits until a URL answers 200 (the site is listening and the API ready behind it), or the process has exited. */
async function answers(url, child) {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Starts the API and the web tier in front of it, and prints the URL once the site answers. The returned handle's
 * kill() stops both; it emits 'exit' once either has exited (the other is then stopped too).
 * @param {object} o
 * @param {string} [o.port] the site's port: PORT or 8080
 * @param {string} [o.apiPort] the API's own port, on loopback only: API_PORT or the site's port + 1
 * @param {string} [o.staticRoot] the built site (deploy/ by default)
 * @param {string} [o.dataDir] the embedded database's folder (api/.data/pglite by default; unused with DATABASE_URL)
 * @param {boolean} [o.build] build the shell and remotes first (default true)
 * @param {Record<string, string>} [o.env] more environment for both (NODE_ENV, FEED, LOG_LEVEL…)
 */
export function startSite({
  port = process.env.PORT ?? '8080',
  apiPort = process.env.API_PORT ?? String(Number(port) + 1),
  staticRoot = path.join(root, 'deploy'),
  dataDir,
  build = true,
  env = {},
} = {}) {
  ensureInstall(root);
  const url = `http://localhost:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const common = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env };
  const node = (dir, main, own, flags = []) =>
    spawn(process.execPath, [...flags, '--import', 'tsx', path.join(root, dir, 'src', main)], {
      cwd: path.join(root, dir),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...common, ...own },
    });
  const site = new EventEmitter();
  const children = [];
  const api = node('api', 'main.ts', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // Only the web tier reaches it: the punter's address is the one the web tier forwards.
    TRUST_PROXY: '127.0.0.1',
    // The site's port for the demo's links; PUBLIC_URL only as the operator set it, so without it the demo's 3-D Secure
    // frames follow the address the site was opened at.
    SITE_PORT: String(port),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  children.push(api);
  const stop = (signal = 'SIGTERM') => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  let firstCode;
  const exited = (child) =>
    child.on('exit', (code) => {
      firstCode ??= code;
      stop();
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) site.emit('exit', firstCode);
    });
  exited(api);
  // The build runs while the API opens its database and writes the feed's first days (they need nothing built): the
  // two longest steps of a first start, side by side. The web tier serves the build, so it starts once that is done.
  const startWeb = () => {
    // Side by side: the web tier listens at once and its render workers warm up once the API answers.
    const web = node('web', 'main.ts', { PORT: String(port), API_URL: apiUrl, STATIC_ROOT: staticRoot }, WEB_FLAGS);
    children.push(web);
    exited(web);
    void answers(`${url}/v1/health`, web).then(
      (up) =>
        up &&
        console.log(
          `\n  The site is running at ${url}\n  (API at ${url}/v1, OpenAPI at ${url}/v1/openapi.json; Ctrl+C stops it)\n`,
        ),
    );
  };
  if (!build) startWeb();
  else
    spawn(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' }).on(
      'exit',
      (code) => {
        if (code === 0) return api.exitCode === null && api.signalCode === null && startWeb();
        // A failed build stops the API, and the site exits with the build's code.
        firstCode = code ?? 1;
        stop();
      },
    );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  site.kill = stop;
  return site;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startSite().on('exit', (code) => process.exit(code ?? 0));
}
