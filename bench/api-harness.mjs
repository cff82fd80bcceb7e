// What the API benchmarks share: command-line options, starting the real server (api/src/main.ts) on a database,
// autocannon runs and their summary rows, and running one benchmark on embedded PGlite and on a throwaway
// PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

const apiDir = fileURLToPath(new URL('../api/', import.meta.url));

/**
 * Starts the API on a port with extra environment (request budgets off: every bench's load comes from one address,
 * and the limiter's own cost is not what these benches measure) and waits until `ready(base)` answers true (by default: health).
 * Returns its base URL and a stop function.
 */
export async function startApi(env, port, ready = async (base) => (await fetch(`${base}/v1/health`)).ok) {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  for (let i = 0; i < 480; i++) {
    try {
      if (await ready(base)) return { base, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('API did not start');
}

/** One autocannon run. */
export const load = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));

/**
 * Opens `GET /v1/live` and calls `onOdds(ms)` for every odds frame: its latency from the feed tick (`published_at`)
 * to arrival here. Resolves with the request (destroy it to disconnect) once the stream is open.
 */
export function watchOdds(base, onOdds, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/v1/live`, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.startsWith('event: odds')) continue;
          const at = /"published_at":(\d+)/.exec(frame);
          if (at) onOdds(Date.now() - Number(at[1]));
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });
}

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A table row for one run. */
export const summary = (name, r) => ({
  route: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

/** Runs `bench(label, env)` on a fresh embedded PGlite folder. */
export async function onPglite(name, bench) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    await bench('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `bench(label, env)` on a throwaway database of the PostgreSQL server at `pgUrl`, dropped afterwards. */
export async function onPostgres(name, pgUrl, bench) {
  const database = `bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  // Dropping the database with FORCE ends the server's connections; the admin connection must not die with them.
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    await bench('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
