// Bundle budgets, measured in a real browser on the production build (deploy/):
//   - JS the home page loads (gzipped), split into the shell's own and each remote's;
//   - each remote's remoteEntry.js gzipped;
//   - how many copies of React the page loads;
//   - the JS each main route loads (gzipped), so a refactor can show no route got heavier.
// Usage: node scripts/build.mjs && node bench/bundles.mjs   (prints two Markdown tables)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { mainRoutes } from './main-routes.mjs';
import { chromiumFlags, root, startSite } from './site-server.mjs';

const deploy = path.join(root, 'deploy');
const port = 8390;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

/** Every script a fresh page loads for `url` until the network is idle, gzipped. */
async function scriptsOf(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'accessToken', value: token, url }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(res.url()).pathname,
      gz: gz(body),
      react:
        body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE') ||
        body.includes('react-dom.production'),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

const site = await startSite(port);
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const scripts = await scriptsOf(browser, `${site.url}/`);
  const { routes, token } = await mainRoutes(site, browser);
  const perRoute = [];
  for (const route of routes) {
    const loaded = await scriptsOf(browser, `${site.url}${route.path}`, route.loggedIn && token);
    perRoute.push(`| ${route.name} | ${loaded.length} | ${kb(loaded.reduce((n, s) => n + s.gz, 0))} KB |`);
  }
  await browser.close();

  const owner = (url) => (url.startsWith('/remotes/') ? url.split('/')[2] : 'shell');
  const byOwner = {};
  for (const s of scripts) byOwner[owner(s.url)] = (byOwner[owner(s.url)] ?? 0) + s.gz;
  const total = scripts.reduce((n, s) => n + s.gz, 0);
  const reactFromRemotes = scripts.filter((s) => s.react && owner(s.url) !== 'shell').length;

  console.log(`| what | gzipped |\n|---|---|`);
  console.log(`| home page JS, all (${scripts.length} files) | ${kb(total)} KB |`);
  for (const [o, n] of Object.entries(byOwner)) console.log(`| … of which ${o} | ${kb(n)} KB |`);
  for (const pkg of readdirSync(path.join(deploy, 'remotes'))) {
    const versions = readdirSync(path.join(deploy, 'remotes', pkg));
    const manifest = JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8'));
    const live = Object.values(manifest.remotes).find((m) => m.entry.includes(`/${pkg}/`))?.version ?? versions[0];
    console.log(
      `| ${pkg} remoteEntry.js (${live}) | ${kb(gz(readFileSync(path.join(deploy, 'remotes', pkg, live, 'remoteEntry.js'))))} KB |`,
    );
  }
  console.log(`| React/react-dom bundles loaded from remotes | ${reactFromRemotes} (all from the shell) |`);
  console.log(`\n| route | scripts | JS gzipped |\n|---|---|---|\n${perRoute.join('\n')}`);
  if (process.env.VERBOSE) for (const s of scripts.sort((a, b) => b.gz - a.gz)) console.log(kb(s.gz), s.url);
} finally {
  site.stop();
}
