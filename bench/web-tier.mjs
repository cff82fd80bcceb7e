// The web tier apart from the API (issue 34): bets under a flood of pages, render time, cached pages a second.
// Usage: node scripts/build.mjs && node bench/web-tier.mjs [seconds=15] [port=8256]
// The site as `npm start` runs it (the web tier on `port`, the API on port + 1), rate limits off, embedded PGlite.
//  1. POST /v1/betting/request-bet from 4 punters in turn, 4 at a time, for `seconds` on a quiet site, then for as long
//     again while 16 connections ask for pages that miss the cache (each a new `tz` cookie: a new cache key, rendered
//     like any first visit), side by side: the bets' p50/p99 quiet and flooded, and the pages served.
//  2. A page that misses the cache, one at a time (100 of them): its time in the web tier (request to last byte, its
//     data from the API included), p50/p99.
//  3. A cached page (a first visit's /racing) with 50 connections for `seconds`: pages a second.
import autocannon from 'autocannon';
import { percentile } from './api-harness.mjs';
import { json, openFundedPunter } from './betting-fixtures.mjs';
import { startSite } from './site-server.mjs';

const seconds = Number(process.argv[2] ?? 15);
const port = Number(process.argv[3] ?? 8256);
const site = await startSite(port, { RATE_LIMITS: 'off', NODE_ENV: 'test' });
const base = site.url;
let missing = 0;
/** A page no cache holds: a zone cookie never seen before makes a new key; the page is rendered as a first visit's. */
const missedPage = (path) =>
  fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie: `tz=Bench%2F${missing++}` } }).then((r) => r.text());

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
};

/** Bets placed 4 at a time for `ms`: each request's time. A tote win of $1 on a race well ahead (no price to drift). */
async function betTimes(ms, tokens, leg) {
  const times = [];
  const until = Date.now() + ms;
  let coupon = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/v1/betting/request-bet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ coupon_tracking_code: `web-bench-${Date.now()}-${coupon++}`, legs: [leg] }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`request-bet ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/** 16 connections asking for pages that miss the cache until `stop` resolves: the pages served. */
async function flood(stop) {
  let served = 0;
  let done = false;
  stop.then(() => (done = true));
  const paths = ['/racing/next-to-jump', '/racing', '/sports', '/'];
  await Promise.all(
    Array.from({ length: 16 }, async (_, i) => {
      for (let n = i; !done; n += 16) {
        await missedPage(paths[n % paths.length]);
        served += 1;
      }
    }),
  );
  return served;
}

try {
  const tokens = await Promise.all([0, 1, 2, 3].map((i) => openFundedPunter(base, port, i)));
  const races = await json(`${base}/v1/racing/next-to-jump/A/12`);
  const target = races.find((r) => r.jumps_in_sec > 3 * seconds + 120) ?? races.at(-1);
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
  const quiet = stats(await betTimes(seconds * 1000, tokens, leg));
  let stop;
  const stopped = new Promise((resolve) => (stop = resolve));
  const flooding = flood(stopped);
  const flooded = stats(await betTimes(seconds * 1000, tokens, leg));
  stop();
  const pages = await flooding;
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
| request-bet, quiet | ${quiet.p50} ms | ${quiet.p99} ms | ${quiet.n} |
| request-bet, 16 connections of pages missing the cache | ${flooded.p50} ms | ${flooded.p99} ms | ${flooded.n} |
| a page missing the cache, one at a time (web tier, data included) | ${render.p50} ms | ${render.p99} ms | ${render.n} |

Flooded: ${pages} pages missing the cache served in ${seconds} s (${(pages / seconds).toFixed(1)}/s); request-bet p99 flooded/quiet ${(flooded.p99 / quiet.p99).toFixed(2)}x.
Cached /racing, 50 connections: ${cached.requests.average.toFixed(0)} pages/s (p99 ${cached.latency.p99} ms, ${cached.non2xx + cached.errors} errors).`);
} finally {
  site.stop();
}
