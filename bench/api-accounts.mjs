// Benchmarks the accounts API over HTTP: POST /v1/auth/login and GET /v1/transactions/history, on embedded PGlite
// and on the PostgreSQL server. Each run starts the real server (api/src/main.ts, feed simulator off so only these
// routes load it) on a fresh database with the demo seed.
//   node bench/api-accounts.mjs [--duration 10] [--connections 10] [--pg postgres://postgres@127.0.0.1:5432/test]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 10));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
const apiDir = fileURLToPath(new URL('../api/', import.meta.url));

async function startServer(env, port) {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', FEED: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('API did not start');
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration, connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  );
const summary = (name, r) => ({
  route: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

async function bench(label, env, port) {
  const server = await startServer(env, port);
  try {
    const credentials = JSON.stringify({ username: 'punter', password: 'Punter123', remember_me: true });
    const login = await fetch(`${server.base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    });
    const { access_token } = await login.json();
    const rows = [
      summary(
        'POST /v1/auth/login',
        await run({
          url: `${server.base}/v1/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: credentials,
        }),
      ),
      summary(
        'GET /v1/transactions/history',
        await run({
          url: `${server.base}/v1/transactions/history?page=1&count=20`,
          headers: { authorization: `Bearer ${access_token}` },
        }),
      ),
    ];
    console.log(`\n${label} (${connections} connections, ${duration} s each)`);
    console.table(rows);
  } finally {
    server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-accounts-'));
try {
  await bench('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }, 18181);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const database = `bench_accounts_${Date.now()}`;
const admin = new pg.Client({ connectionString: pgUrl });
// Dropping the database with FORCE ends the server's connections; the admin connection must not die with them.
admin.on('error', () => undefined);
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
try {
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  await bench('PostgreSQL', { DATABASE_URL: url.toString() }, 18182);
} finally {
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
