// Benchmarks the accounts API over HTTP: POST /v1/auth/login and GET /v1/transactions/history, on embedded PGlite
// and on the PostgreSQL server. Each run starts the real server (api/src/main.ts, feed simulator off so only these
// routes load it) on a fresh database with the demo seed.
//   node bench/api-accounts.mjs [--duration 10] [--connections 10] [--pg postgres://postgres@127.0.0.1:5432/test]
import { arg, load, onPglite, onPostgres, startApi, summary } from './api-harness.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 10));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
const run = (opts) => load({ duration, connections, ...opts });

async function bench(label, env, port) {
  const server = await startApi({ ...env, FEED: 'off' }, port);
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

await onPglite('accounts', (label, env) => bench(label, env, 18181));
await onPostgres('accounts', pgUrl, (label, env) => bench(label, env, 18182));
