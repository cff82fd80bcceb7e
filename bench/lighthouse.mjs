// Every main route on Lighthouse's mobile preset (Moto G-class CPU and network throttling), production build, against
// the budgets: LCP < 1.5 s, TBT < 150 ms, CLS < 0.02. Logged-in routes (My Bets, deposit) run as the demo punter.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [runs=5] [route-name…] [--first-visit] [--ab]
// (prints the median of each; a returning punter's zone cookie unless --first-visit). --ab: each run of each route
// also on a second site serving the same build without the shell's server build (every page rendered by the browser,
// as before issue 23), one after the other, so the two columns share the machine's moment. --against <deploy dir>:
// the same, but the second site serves that build (another commit's deploy/, built in its own checkout).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, medians, openChromium } from './lighthouse-lib.mjs';
import { mainRoutes } from './main-routes.mjs';
import { root, startSite } from './site-server.mjs';

const args = process.argv.slice(2);
const firstVisit = args.includes('--first-visit');
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? path.resolve(args[againstAt + 1]) : undefined;
const ab = args.includes('--ab') || Boolean(against);
/** What the second column is: the other build, or this one drawn in the browser. */
const secondLabel = against ? `build in ${args[againstAt + 1]}` : 'rendered by the browser';
const [runsArg, ...only] = args.filter((a, i) => !a.startsWith('--') && (againstAt < 0 || i !== againstAt + 1));
const runs = Number(runsArg ?? 5);
const site = await startSite(8391);
let browserOnly;
let browserOnlyDir;
if (against) browserOnly = await startSite(8395, {}, { staticRoot: against });
else if (ab) {
  browserOnlyDir = mkdtempSync(path.join(os.tmpdir(), 'deploy-browser-render-'));
  cpSync(path.join(root, 'deploy'), browserOnlyDir, {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(root, 'deploy', 'shell', 'server')),
  });
  browserOnly = await startSite(8395, {}, { staticRoot: browserOnlyDir });
}

const chromium = await openChromium();
const { browser } = chromium;
const { routes: all, token } = await mainRoutes(site, browser);
const routes = all.filter((r) => !only.length || only.includes(r.name));
// The second site has its own database: its own race ids and punter session.
const other = ab ? await mainRoutes(browserOnly, browser) : undefined;

const row = (name, results) => {
  const { lcp, tbt, cls, jsBytes } = medians(results);
  const met = lcp < 1500 && tbt < 150 && cls < 0.02 ? 'yes' : 'no';
  return `| ${name} | ${(lcp / 1000).toFixed(2)} s | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${(jsBytes / 1024).toFixed(0)} KB | ${met} |`;
};

const rows = [];
try {
  for (const route of routes) {
    const results = [];
    const before = [];
    const options = { token: route.loggedIn ? token : undefined, firstVisit };
    for (let i = 0; i < runs; i++) {
      results.push(await measure(chromium, `${site.url}${route.path}`, options));
      if (ab) {
        const same = other.routes.find((r) => r.name === route.name);
        const mine = { token: route.loggedIn ? other.token : undefined, firstVisit };
        before.push(await measure(chromium, `${browserOnly.url}${same.path}`, mine));
      }
    }
    rows.push(row(route.name, results));
    if (ab) rows.push(row(`${route.name} (${secondLabel})`, before));
    console.error(rows.slice(ab ? -2 : -1).join('\n'));
  }
} finally {
  await chromium.close();
  site.stop();
  browserOnly?.stop();
  if (browserOnlyDir) rmSync(browserOnlyDir, { recursive: true, force: true });
}
console.log(
  `| route (median of ${runs}) | LCP (< 1.5 s) | TBT (< 150 ms) | CLS (< 0.02) | JS transferred | within budget |`,
);
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
