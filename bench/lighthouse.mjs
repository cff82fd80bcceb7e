// Every main route on Lighthouse's mobile preset (Moto G-class CPU and network throttling), production build, against
// the budgets: LCP < 1.8 s, TBT < 150 ms, CLS < 0.02. Logged-in routes (My Bets, deposit) run as the demo punter.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [runs=5] [route-name…]   (prints the median of each)
import { measure, medians, openChromium } from './lighthouse-lib.mjs';
import { startSite } from './site-server.mjs';

const [runsArg, ...only] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const site = await startSite(8391);
const api = async (path, init) => (await fetch(`${site.url}/v1${path}`, init)).json();

// Pages whose address depends on the feed: the next race more than two minutes from the jump, the first match.
const { data: races } = await api('/racing/next-to-jump/A/12');
const race = races.find((r) => r.jumps_in_sec > 120) ?? races[0];
const { access_token: token } = await api('/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'punter', password: 'Punter123' }),
});

const chromium = await openChromium();
const { browser } = chromium;

async function firstMatchPath() {
  const page = await browser.newPage();
  await page.goto(`${site.url}/sports`);
  const href = await page.waitForSelector('section[aria-labelledby="upcoming-matches"] a', { timeout: 30_000 });
  const path = await href.evaluate((a) => a.getAttribute('href'));
  await page.close();
  return path;
}

const routes = [
  { name: 'Home', path: '/' },
  { name: '/racing', path: '/racing' },
  { name: 'race card', path: `/racing/race/${race.meeting_id}/${race.event_id}` },
  { name: 'next to jump', path: '/racing/next-to-jump' },
  { name: 'results', path: '/racing/results' },
  { name: '/sports', path: '/sports' },
  { name: 'a sport', path: '/football' },
  { name: 'a match', path: await firstMatchPath() },
  { name: 'My Bets (logged in)', path: '/my-bets', loggedIn: true },
  { name: 'deposit (logged in)', path: '/deposit', loggedIn: true },
].filter((r) => !only.length || only.includes(r.name));

const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await measure(chromium, `${site.url}${route.path}`, { token: route.loggedIn ? token : undefined }));
    }
    const { lcp, tbt, cls, jsBytes } = medians(results);
    const met = lcp < 1800 && tbt < 150 && cls < 0.02 ? 'yes' : 'no';
    rows.push(`| ${route.name} | ${(lcp / 1000).toFixed(2)} s | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${(jsBytes / 1024).toFixed(0)} KB | ${met} |`);
    console.error(rows.at(-1));
  }
} finally {
  await chromium.close();
  site.stop();
}
console.log(`| route (median of ${runs}) | LCP (< 1.8 s) | TBT (< 150 ms) | CLS (< 0.02) | JS transferred | within budget |`);
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
