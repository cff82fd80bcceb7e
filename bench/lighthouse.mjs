// Home page on Lighthouse's mobile preset (Moto G-class CPU and network throttling), production build.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [runs=3]   (prints the median of each metric)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, startSite } from './site-server.mjs';

const runs = Number(process.argv[2] ?? 3);
const site = await startSite(8391);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(`${site.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const a = lhr.audits;
    results.push({
      score: lhr.categories.performance.score * 100,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
    });
  }
} finally {
  await chrome.kill();
  site.stop();
}
const median = (k) => results.map((r) => r[k]).sort((x, y) => x - y)[Math.floor(results.length / 2)];
console.log(`| metric (median of ${runs}) | value | budget |\n|---|---|---|`);
console.log(`| Performance score | ${median('score').toFixed(0)} | |`);
console.log(`| First Contentful Paint | ${(median('fcp') / 1000).toFixed(2)} s | |`);
console.log(`| Largest Contentful Paint | ${(median('lcp') / 1000).toFixed(2)} s | < 1.8 s |`);
console.log(`| Total Blocking Time | ${median('tbt').toFixed(0)} ms | < 150 ms |`);
console.log(`| Cumulative Layout Shift | ${median('cls').toFixed(3)} | < 0.02 |`);
