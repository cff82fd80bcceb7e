// Benchmarks the betting API over HTTP: POST /v1/betting/verify-bet and POST /v1/betting/request-bet (p50, p99,
// requests/s with autocannon), and the odds push latency from a feed tick to a connected SSE client, on embedded
// PGlite and on the PostgreSQL server. Each run starts the real server (api/src/main.ts, feed simulator on) on a fresh
// database with the demo seed, opens --punters verified accounts funded through the development PayID route (bets
// from many punters at once, as a site's load is; one punter's bets queue on that punter's wallet lock by design),
// and warms the server up for 3 s before each measured run.
//   node bench/api-betting.mjs [--duration 10] [--connections 20] [--rate 500] [--punters 40] [--pg postgres://postgres@127.0.0.1:5432/test]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { arg, load, onPglite, onPostgres, startApi, summary } from './api-harness.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 20));
/** Requests per second for the fixed-rate runs (the target: p99 under 50 ms at 500 requests/s on PostgreSQL). */
const rate = Number(arg('rate', 500));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
const punterCount = Number(arg('punters', 40));
/** A registration the API accepts, less the unique fields (shared with the e2e suites). */
const newPunter = JSON.parse(readFileSync(new URL('../e2e/fixtures/new-punter.json', import.meta.url), 'utf8'));
const run = (opts) => load({ duration, connections, ...opts });

const json = async (url, init = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data ?? body;
};

/** Registers a punter, has the simulated KYC provider verify them, pays $1,000 into their PayID; returns a token. */
async function openFundedPunter(base, port, i) {
  const email = `bench.${port}.${i}.${Date.now()}@example.com`;
  const password = 'Bench1234';
  const { access_token: token, user_id } = await json(`${base}/v1/auth/register`, {
    method: 'POST',
    body: JSON.stringify({
      ...newPunter,
      phone: `04${String(10_000_000 + ((i * 7_919_113 + port) % 89_999_999)).padStart(8, '0')}`,
      email,
      password,
    }),
  });
  const authorization = `Bearer ${token}`;
  const form = new FormData();
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  form.append('document', new Blob([png], { type: 'image/png' }), 'licence.png');
  const upload = await fetch(`${base}/v1/clients/verification`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (!upload.ok) throw new Error(`ID upload: ${upload.status} ${await upload.text()}`);
  await json(`${base}/v1/dev/kyc/${user_id}/approve`, { method: 'POST', body: '{}' });
  const { payid } = await json(`${base}/v1/banking/payid`, { headers: { authorization } });
  await json(`${base}/v1/dev/payid/incoming`, { method: 'POST', body: JSON.stringify({ payid, amount: 1000 }) });
  return token;
}

/** Collects `odds` events for a while and reports how long each took from the feed tick to this client. */
function oddsLatency(base, ms) {
  return new Promise((resolve) => {
    const latencies = [];
    const req = http.get(`${base}/v1/live`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: odds')) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
          latencies.push(Date.now() - data.published_at);
        }
      });
    });
    setTimeout(() => {
      req.destroy();
      latencies.sort((a, b) => a - b);
      const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
      resolve({
        route: 'odds push (feed tick → SSE client)',
        events: latencies.length,
        'p50 ms': at(50),
        'p99 ms': at(99),
      });
    }, ms);
  });
}

async function bench(label, env, port, fixedRate) {
  // Ready once the feed's first tick has written today's races.
  const server = await startApi({ ...env, FEED: 'on' }, port, async (base) => {
    const res = await fetch(`${base}/v1/racing/next-to-jump/A/6`);
    return res.ok && (await res.json()).data.length > 0;
  });
  try {
    const tokens = [];
    for (let i = 0; i < punterCount; i++) tokens.push(await openFundedPunter(server.base, port, i));
    const auth = { authorization: `Bearer ${tokens[0]}` };

    // A race far enough ahead that it stays open for the whole run.
    const races = await json(`${server.base}/v1/racing/next-to-jump/A/12`);
    const target = races.find((r) => r.jumps_in_sec > 4 * duration + 120) ?? races.at(-1);
    const race = await json(`${server.base}/v1/racing/event-race/${target.event_id}`);
    const runner = race.runners.find((r) => !r.is_eliminated);
    const leg = {
      leg_id: 'bench',
      event_id: race.event_id,
      bet_type: 'FWIN',
      selections: String(runner.saddle_number),
      bet_amount: 1,
      total_amount: 1,
      requested_dividend: runner.odds.FWIN,
      event_type: 'R',
    };
    // Tote win: no fixed price to drift, so every request-bet places a $1 bet.
    const toteLeg = { ...leg, bet_type: 'WTX', requested_dividend: runner.odds.WTX };
    let coupon = 0;
    const post = (path, body, extra = {}) => ({
      url: `${server.base}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(body),
      ...extra,
    });
    const placeRequests = [
      {
        method: 'POST',
        path: '/v1/betting/request-bet',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[coupon % tokens.length]}` },
          body: JSON.stringify({ coupon_tracking_code: `bench-${port}-${Date.now()}-${coupon++}`, legs: [toteLeg] }),
        }),
      },
    ];
    const rateOpts = fixedRate ? { overallRate: fixedRate } : {};
    // Warm-up (JIT, connection pool, caches), not measured.
    await run({ ...post('/v1/betting/verify-bet', { legs: [leg] }), duration: 3 });
    await run({ ...post('/v1/betting/request-bet', {}), requests: placeRequests, duration: 3 });
    const latency = oddsLatency(server.base, 2 * duration * 1000 + 4000);
    const rows = [
      summary(
        'POST /v1/betting/verify-bet',
        await run({ ...post('/v1/betting/verify-bet', { legs: [leg] }), ...rateOpts }),
      ),
      summary(
        'POST /v1/betting/request-bet',
        await run({ ...post('/v1/betting/request-bet', {}), requests: placeRequests, ...rateOpts }),
      ),
    ];
    rows.push(await latency);
    console.log(
      `\n${label} (${connections} connections, ${duration} s each${fixedRate ? `, ${fixedRate} requests/s offered` : ', as fast as it goes'}; odds latency measured meanwhile)`,
    );
    console.table(rows);
  } finally {
    server.stop();
  }
}

await onPglite('betting', (label, env) => bench(label, env, 18191, 0));
await onPostgres('betting', pgUrl, async (label, env) => {
  await bench(label, env, 18192, rate);
  await bench(label, env, 18193, 0);
});
