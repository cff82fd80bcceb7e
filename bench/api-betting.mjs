// Benchmarks the betting API over HTTP: POST /v1/betting/verify-bet and POST /v1/betting/request-bet (p50, p99,
// requests/s with autocannon), and the odds push latency from a feed tick to a connected SSE client, on embedded
// PGlite and on the PostgreSQL server. Each run starts the real server (api/src/main.ts, feed simulator on) on a fresh
// database with the demo seed, opens --punters verified accounts funded through the development PayID route (bets
// from many punters at once, as a site's load is; one punter's bets queue on that punter's wallet lock by design),
// and warms the server up for 3 s before each measured run. Then request-bet as fast as it goes on one API replica and
// on two replicas of one PostgreSQL database (half the connections to each, as the gateway spreads them), in one run.
//   node bench/api-betting.mjs [--duration 10] [--connections 20] [--rate 500] [--punters 40] [--pg postgres://postgres@127.0.0.1:5432/test]
//     [--only replicas] [--redis redis://127.0.0.1:6379]
import { arg, load, onPglite, onPostgres, percentile, startApi, summary, watchOdds } from './api-harness.mjs';
import { json, openFundedPunter } from './betting-fixtures.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 20));
/** Requests per second for the fixed-rate runs (the target: p99 under 50 ms at 500 requests/s on PostgreSQL). */
const rate = Number(arg('rate', 500));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
const punterCount = Number(arg('punters', 40));
const only = arg('only', '');
const redisUrl = arg('redis', 'redis://127.0.0.1:6379');
const run = (opts) => load({ duration, connections, ...opts });

/** Collects `odds` events for a while and reports how long each took from the feed tick to this client. */
async function oddsLatency(base, ms) {
  const latencies = [];
  const req = await watchOdds(base, (latency) => latencies.push(latency));
  await new Promise((r) => setTimeout(r, ms));
  req.destroy();
  latencies.sort((a, b) => a - b);
  return {
    route: 'odds push (feed tick → SSE client)',
    events: latencies.length,
    'p50 ms': percentile(latencies, 50),
    'p99 ms': percentile(latencies, 99),
  };
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
    const { leg, slip } = await requestBetLoad(server.base, tokens, port);
    const post = (path, body) => ({
      url: `${server.base}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(body),
    });
    const rateOpts = fixedRate ? { overallRate: fixedRate } : {};
    // Warm-up (JIT, connection pool, caches), not measured.
    await run({ ...post('/v1/betting/verify-bet', { legs: [leg] }), duration: 3 });
    await run({ ...slip(server.base), duration: 3 });
    const latency = oddsLatency(server.base, 2 * duration * 1000 + 4000);
    const rows = [
      summary(
        'POST /v1/betting/verify-bet',
        await run({ ...post('/v1/betting/verify-bet', { legs: [leg] }), ...rateOpts }),
      ),
      summary('POST /v1/betting/request-bet', await run({ ...slip(server.base), ...rateOpts })),
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

/**
 * A race far enough ahead that it stays open for the whole run: a fixed-win leg on it (for verify-bet), and
 * request-bet options for autocannon against a server: a $1 tote-win bet (no fixed price to drift, so every request
 * places a bet), a fresh coupon per request, the punters in turn.
 */
async function requestBetLoad(base, tokens, port) {
  const races = await json(`${base}/v1/racing/next-to-jump/A/12`);
  const target = races.find((r) => r.jumps_in_sec > 4 * duration + 120) ?? races.at(-1);
  const race = await json(`${base}/v1/racing/event-race/${target.event_id}`);
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
  const toteLeg = { ...leg, bet_type: 'WTX', requested_dividend: runner.odds.WTX };
  let coupon = 0;
  const slip = (server) => ({
    url: `${server}/v1/betting/request-bet`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/v1/betting/request-bet',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[coupon % tokens.length]}` },
          body: JSON.stringify({ coupon_tracking_code: `bench-${port}-${Date.now()}-${coupon++}`, legs: [toteLeg] }),
        }),
      },
    ],
  });
  return { leg, slip };
}

/**
 * request-bet as fast as it goes on one replica, then on two (Redis fan-out, both ticking the feed under its lock):
 * the same punters, the same total connections, split evenly.
 */
async function replicas(label, env, ports) {
  const ready = async (base) => (await fetch(`${base}/v1/ready`)).ok;
  const fullEnv = { ...env, FEED: 'on', REDIS_URL: redisUrl };
  const first = await startApi(fullEnv, ports[0], ready);
  let second;
  try {
    const tokens = [];
    for (let i = 0; i < punterCount; i++) tokens.push(await openFundedPunter(first.base, ports[0], i));
    const { slip } = await requestBetLoad(first.base, tokens, ports[0]);
    await run({ ...slip(first.base), duration: 3 });
    const one = await run(slip(first.base));
    second = await startApi(fullEnv, ports[1], ready);
    await run({ ...slip(second.base), duration: 3 });
    const split = Math.max(1, Math.floor(connections / 2));
    const both = await Promise.all([first.base, second.base].map((b) => run({ ...slip(b), connections: split })));
    const bets = await fetch(`${first.base}/metrics`).then((r) => r.text());
    console.log(
      `\n${label}: request-bet, ${connections} connections, ${duration} s, one replica then two (Redis fan-out)`,
    );
    console.table([
      { ...summary('1 replica', one) },
      {
        route: '2 replicas',
        'req/s': both.reduce((n, r) => n + Math.round(r.requests.average), 0),
        'p50 ms': Math.max(...both.map((r) => r.latency.p50)),
        'p99 ms': Math.max(...both.map((r) => r.latency.p99)),
        non2xx: both.reduce((n, r) => n + r.non2xx, 0),
        errors: both.reduce((n, r) => n + r.errors, 0),
      },
    ]);
    console.log(`replica 1 bets_total: ${/^bets_total\{result="accepted".*$/m.exec(bets)?.[0]}`);
  } finally {
    second?.stop();
    first.stop();
  }
}

if (!only) {
  await onPglite('betting', (label, env) => bench(label, env, 18191, 0));
  await onPostgres('betting', pgUrl, async (label, env) => {
    await bench(label, env, 18192, rate);
    await bench(label, env, 18193, 0);
  });
}
if (!only || only === 'replicas') {
  await onPostgres('replicas', pgUrl, (label, env) =>
    replicas(label, env, [Number(arg('port', 18194)), Number(arg('port', 18194)) + 1]),
  );
}
