// The server render (issue 23): latency at a steady rate on one process, and the heap over release swaps.
// Usage: node scripts/build.mjs && node --expose-gc bench/server-render.mjs [seconds=20] [rate=200]
//  1. /racing, a race card and /sports at `rate` pages a second for `seconds` each (autocannon, a returning punter's
//     cookies: theme and zone), with the page cache as it runs, then with every request a new URL (no cache hit); on
//     the embedded PGlite and on the PostgreSQL server at PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
//  2. 50 release swaps of the racing remote rendered in this process by the shell's server build, the heap read
//     after a forced GC at each: evicted releases' code must be freed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { onPglite, onPostgres } from './api-harness.mjs';
import { root, startSite } from './site-server.mjs';

const [secondsArg, rateArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 20);
const rate = Number(rateArg ?? 200);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const cookie = `theme=light; tz=${encodeURIComponent(zone)}`;

async function latency(url, path, { fresh = false } = {}) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: 50,
    overallRate: rate,
    duration: seconds,
    headers: { cookie, accept: 'text/html', 'accept-encoding': 'br' },
    // A new URL's query string no longer makes a new page (the web tier drops parameters no page reads): a zone cookie
    // never seen before does, rendered like any other.
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path,
          headers: { ...req.headers, ...(fresh && { cookie: `theme=light; tz=Bench%2F${n++}` }) },
        }),
      },
    ],
  });
  const { latency: l } = result;
  return `| ${path.replace(/\/\d+\/\d+$/, '/{meeting}/{race}')} | ${fresh ? 'every request a new cache key' : 'page cache on'} | ${result.requests.average.toFixed(0)}/s | ${l.p50} ms | ${l.p90} ms | ${l.p99} ms | ${l.max} ms | ${result.non2xx + result.errors} |`;
}

async function heapOverSwaps(siteUrl, swaps = 50) {
  if (!global.gc) throw new Error('run with node --expose-gc');
  const deploy = path.join(root, 'deploy');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-swaps-'));
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  cpSync(path.join(deploy, 'shell', 'index.html'), path.join(dir, 'shell', 'index.html'));
  const config = JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8'));
  const live = config.remotes.racing;
  const source = path.join(deploy, path.dirname(live.entry));
  const { createRenderer } = createRequire(import.meta.url)(path.join(deploy, 'shell', 'server', 'server.cjs'));
  const failures = [];
  const renderer = createRenderer({
    deployDir: dir,
    fetch: (request) => {
      const { pathname, search } = new URL(request.url);
      return fetch(`${siteUrl}${pathname}${search}`);
    },
    report: (remote, version, error) => failures.push(`${remote}@${version}: ${error}`),
    // The renderer keeps no page (the web tier's cache does): the code's memory alone.
    budget: { renderMs: 10_000, dataMs: 10_000 },
  });
  const heap = [];
  for (let i = 1; i <= swaps; i++) {
    // Each release its own code (as a real release is), so V8 compiles it anew.
    const version = `${live.version}-swap${i}`;
    const folder = path.join(dir, 'remotes', 'mfe-racing', version);
    cpSync(path.join(source, 'server'), path.join(folder, 'server'), { recursive: true });
    writeFileSync(
      path.join(folder, 'server', 'server.cjs'),
      `${readFileSync(path.join(folder, 'server', 'server.cjs'), 'utf8')}\n// release ${i}\n`,
    );
    config.remotes.racing = { ...live, version, entry: `/remotes/mfe-racing/${version}/mf-manifest.json` };
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(config));
    const html = await renderer.render({ url: `/racing?swap=${i}`, cookies: { tz: zone } });
    if (!html.includes('<div data-ssr="">')) throw new Error(`swap ${i}: racing was not rendered (${failures.at(-1)})`);
    global.gc();
    heap.push({ swap: i, heapMb: process.memoryUsage().heapUsed / 2 ** 20, held: renderer.heldReleases });
  }
  rmSync(dir, { recursive: true, force: true });
  return heap;
}

const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function latencies(label, env) {
  const site = await startSite(8392, { RATE_LIMITS: 'off', NODE_ENV: 'test', ...env });
  try {
    const api = async (p) => (await fetch(`${site.url}/v1${p}`)).json();
    const { data: races } = await api('/racing/next-to-jump/A/12');
    const race = races.find((r) => r.jumps_in_sec > 120) ?? races[0];
    const paths = ['/racing', `/racing/race/${race.meeting_id}/${race.event_id}`, '/sports'];
    // The process renders each page once before it is measured (as the site does at start: warm code).
    for (const p of paths) await fetch(`${site.url}${p}`, { headers: { cookie } });
    const rows = [];
    for (const fresh of [false, true]) for (const p of paths) rows.push(await latency(site.url, p, { fresh }));
    console.log(
      `\n${label}\n\n| page | cache | served | p50 | p90 | p99 | max | errors |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
    );
    return site.url;
  } finally {
    if (label !== 'PGlite') site.stop();
    else heapSite = site;
  }
}

let heapSite;
await onPostgres('ssr', pgUrl, (label, env) => latencies(label, env));
await onPglite('ssr', async (label, env) => {
  await latencies(label, env);
  const heap = await heapOverSwaps(heapSite.url);
  heapSite.stop();
  const at = (n) => heap[n - 1];
  console.log('\n| after swap | heap used | releases held |\n|---|---|---|');
  for (const n of [1, 5, 12, 13, 25, 40, 50]) console.log(`| ${n} | ${at(n).heapMb.toFixed(1)} MB | ${at(n).held} |`);
  const peak = Math.max(...heap.map((h) => h.heapMb));
  console.log(
    `\npeak ${peak.toFixed(1)} MB; from swap 12 (the cache full) to 50: ${(at(50).heapMb - at(12).heapMb).toFixed(1)} MB`,
  );
});
