// Every main route on Lighthouse's mobile preset (Moto G-class CPU and network throttling), production build, against
// the budgets: LCP < 1.8 s, TBT < 150 ms, CLS < 0.02. Logged-in routes (My Bets, deposit) run as the demo punter.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [runs=5] [route-name…]   (prints the median of each)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, startSite } from './site-server.mjs';

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

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

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

/** One Lighthouse navigation; a logged-in one keeps the session cookie (no storage reset) on a page that holds it. */
async function measure({ path, loggedIn }) {
  const url = `${site.url}${path}`;
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  let result;
  if (loggedIn) {
    const page = await browser.newPage();
    await browser.setCookie({ name: 'accessToken', value: token, domain: 'localhost', path: '/' });
    result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
    await page.close();
  } else {
    result = await lighthouse(url, { ...flags, port: chrome.port });
  }
  const { audits } = result.lhr;
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(route));
    const lcp = median(results.map((r) => r.lcp));
    const tbt = median(results.map((r) => r.tbt));
    const cls = median(results.map((r) => r.cls));
    const met = lcp < 1800 && tbt < 150 && cls < 0.02 ? 'yes' : 'no';
    rows.push(`| ${route.name} | ${(lcp / 1000).toFixed(2)} s | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${met} |`);
    console.error(rows.at(-1));
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  site.stop();
}
console.log(`| route (median of ${runs}) | LCP (< 1.8 s) | TBT (< 150 ms) | CLS (< 0.02) | within budget |`);
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
