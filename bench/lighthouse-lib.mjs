// One Lighthouse run on the mobile preset (Moto G-class CPU and network throttling), for the route benches.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumFlags } from './site-server.mjs';

/** Debian's Chromium with the machine's flags, and a puppeteer handle on it for logged-in pages. */
export async function openChromium() {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    chrome,
    browser,
    close: async () => {
      await browser.disconnect();
      await chrome.kill();
    },
  };
}

/**
 * LCP, TBT, CLS and the JavaScript transferred for one navigation. With `token`, the page is opened as that punter:
 * the session cookie is set first and kept (no storage reset). `firstVisit`: no `tz` cookie.
 */
export async function measure({ chrome, browser }, url, { token, firstVisit = false } = {}) {
  // A returning punter's browser has told the server its time zone (the `tz` cookie), so the server's HTML is in it
  // and hydrates; a first visit is rendered in the brand's zone, and the browser draws it again in its own.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const extraHeaders = firstVisit ? undefined : { Cookie: `tz=${encodeURIComponent(zone)}` };
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders };
  let result;
  if (token) {
    const page = await browser.newPage();
    // Keep the session cookie, not the HTTP cache: every run loads the page as a first visit does.
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    await browser.setCookie({ name: 'accessToken', value: token, domain: new URL(url).hostname, path: '/' });
    if (!firstVisit) await browser.setCookie({ name: 'tz', value: zone, domain: new URL(url).hostname, path: '/' });
    result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
    await page.close();
  } else {
    result = await lighthouse(url, { ...flags, port: chrome.port });
  }
  const { audits } = result.lhr;
  const requests = audits['network-requests'].details.items;
  return {
    lhr: result.lhr,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // By file, not by request type: a script fetched ahead into the cache is a Fetch, its later load a cached Script.
    jsBytes: requests
      .filter((r) => new URL(r.url).pathname.endsWith('.js'))
      .reduce((sum, r) => sum + r.transferSize, 0),
  };
}

export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The medians of a route's runs. */
export const medians = (results) =>
  Object.fromEntries(['lcp', 'tbt', 'cls', 'jsBytes'].map((k) => [k, median(results.map((r) => r[k]))]));
