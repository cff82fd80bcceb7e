// The web tier apart from the API (issue 34): bets under a flood of pages, render time, cached pages a second.
// Usage: node scripts/build.mjs && node bench/web-tier.mjs [seconds=15] [port=8256] [bets-per-second=100]
// The site as `npm start` runs it (the web tier on `port`, the API on port + 1), rate limits off, embedded PGlite.
//  1. POST /v1/betting/request-bet from 4 punters in turn, `bets-per-second` of them, for `seconds` on a quiet site
//     through the web tier, then as long at the API's own port (where compose's gateway sends /v1); then both again
//     while 16 connections, from another process, ask for pages that miss the cache (bench/page-flood.mjs), side by
//     side: the bets' p50/p99 quiet and flooded, and the pages served.
//  2. A page that misses the cache, one at a time (100 of them): its time in the web tier (request to last byte, its
//     data from the API included), p50/p99.
//  3. A cached page (a first visit's /racing) with 50 connections for `seconds`: pages a second.
import autocannon from 'autocannon';
import { percentile } from './api-harness.mjs';
import { json, openFundedPunter } from './betting-fixtures.mjs';
import { missedPages, PAGES_PER_PATH, startFlood } from './page-flood.mjs';
import { startSite } from './site-server.mjs';

const seconds = Number(process.argv[2] ?? 15);
const port = Number(process.argv[3] ?? 8256);
const betsPerSecond = Number(process.argv[4] ?? 100);
const site = await startSite(port, { RATE_LIMITS: 'off', NODE_ENV: 'test' });
const base = site.url;
/** Pages missing the cache asked for here, after the flood's (which starts at each path's first page). */
const missedPage = missedPages(base, PAGES_PER_PATH - 200);

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
};

/**
 * Bets at a steady `betsPerSecond` for `ms` (each sent on time, whether or not the last has come back, as punters'
 * bets arrive), from the punters in turn: each request's time. A tote win of $1 on a race well ahead (no price to drift).
 */
async function betTimes(ms, tokens, leg, to = base) {
  const times = [];
  const bets = [];
  const started = performance.now();
  for (let n = 0; performance.now() - started < ms; n++) {
    const due = started + (n * 1000) / betsPerSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    bets.push(placeBet(to, tokens[n % tokens.length], leg, `web-bench-${Date.now()}-${n}`).then((t) => times.push(t)));
  }
  await Promise.all(bets);
  return times;
}

/** One bet's time, request to answer. */
async function placeBet(to, token, leg, coupon) {
  const sent = performance.now();
  const res = await fetch(`${to}/v1/betting/request-bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ coupon_tracking_code: coupon, legs: [leg] }),
  });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`request-bet ${res.status}: ${new TextDecoder().decode(body)}`);
  return performance.now() - sent;
}

try {
  const tokens = await Promise.all([0, 1, 2, 3].map((i) => openFundedPunter(base, port, i)));
  const races = await json(`${base}/v1/racing/next-to-jump/A/12`);
  const target = races.find((r) => r.jumps_in_sec > 5 * seconds + 120) ?? races.at(-1);
  const race = await json(`${base}/v1/racing/event-race/${target.event_id}`);
  const runner = race.runners.find((r) => !r.is_eliminated);
  const leg = {
    leg_id: 'bench',
    event_id: race.event_id,
    bet_type: 'WTX',
    selections: String(runner.saddle_number),
    bet_amount: 1,
    total_amount: 1,
    requested_dividend: runner.odds.WTX,
    event_type: 'R',
  };
  for (let i = 0; i < 20; i++) await missedPage('/racing/next-to-jump'); // warm
  await betTimes(3_000, tokens, leg);
  // The API's own address: in compose the gateway sends /v1 there, not through the web tier.
  const api = `http://localhost:${port + 1}`;
  const quiet = stats(await betTimes(seconds * 1000, tokens, leg));
  const quietApi = stats(await betTimes(seconds * 1000, tokens, leg, api));
  const flooding = startFlood(base);
  const flooded = stats(await betTimes(seconds * 1000, tokens, leg));
  const floodedApi = stats(await betTimes(seconds * 1000, tokens, leg, api));
  const pages = await flooding.stop();
  const renders = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await missedPage(i % 2 ? '/racing/next-to-jump' : '/sports');
    renders.push(performance.now() - started);
  }
  const render = stats(renders);
  const cached = await autocannon({
    url: `${base}/racing`,
    connections: 50,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  console.log(`
| measure | p50 | p99 | n |
|---|---|---|---|
| request-bet at ${betsPerSecond}/s through the web tier (npm start's one address), quiet | ${quiet.p50} ms | ${quiet.p99} ms | ${quiet.n} |
| the same, 16 connections of pages missing the cache | ${flooded.p50} ms | ${flooded.p99} ms | ${flooded.n} |
| request-bet at ${betsPerSecond}/s at the API (where compose's gateway sends /v1), quiet | ${quietApi.p50} ms | ${quietApi.p99} ms | ${quietApi.n} |
| the same, 16 connections of pages missing the cache | ${floodedApi.p50} ms | ${floodedApi.p99} ms | ${floodedApi.n} |
| a page missing the cache, one at a time (web tier, data included) | ${render.p50} ms | ${render.p99} ms | ${render.n} |

Flooded: ${pages} pages missing the cache served in ${2 * seconds} s (${(pages / seconds / 2).toFixed(1)}/s); request-bet p99 flooded/quiet ${(flooded.p99 / quiet.p99).toFixed(2)}x through the web tier, ${(floodedApi.p99 / quietApi.p99).toFixed(2)}x at the API.
Cached /racing, 50 connections: ${cached.requests.average.toFixed(0)} pages/s (p99 ${cached.latency.p99} ms, ${cached.non2xx + cached.errors} errors).`);
} finally {
  site.stop();
}
