// Every main route on Lighthouse's mobile preset (Moto G-class CPU and network throttling), production build, against
// the budgets: LCP < 1.8 s, TBT < 150 ms, CLS < 0.02. Logged-in routes (My Bets, deposit) run as the demo punter.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [runs=5] [route-name…]   (prints the median of each)
import { measure, medians, openChromium } from './lighthouse-lib.mjs';
import { mainRoutes } from './main-routes.mjs';
import { startSite } from './site-server.mjs';

const args = process.argv.slice(2);
const firstVisit = args.includes('--first-visit');
const [runsArg, ...only] = args.filter((a) => a !== '--first-visit');
const runs = Number(runsArg ?? 5);
const site = await startSite(8391);

const chromium = await openChromium();
const { browser } = chromium;
const { routes: all, token } = await mainRoutes(site, browser);
const routes = all.filter((r) => !only.length || only.includes(r.name));

const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(
        await measure(chromium, `${site.url}${route.path}`, { token: route.loggedIn ? token : undefined, firstVisit }),
      );
    }
    const { lcp, tbt, cls, jsBytes } = medians(results);
    const met = lcp < 1500 && tbt < 150 && cls < 0.02 ? 'yes' : 'no';
    rows.push(
      `| ${route.name} | ${(lcp / 1000).toFixed(2)} s | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${(jsBytes / 1024).toFixed(0)} KB | ${met} |`,
    );
    console.error(rows.at(-1));
  }
} finally {
  await chromium.close();
  site.stop();
}
console.log(
  `| route (median of ${runs}) | LCP (< 1.5 s) | TBT (< 150 ms) | CLS (< 0.02) | JS transferred | within budget |`,
);
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
