// The gateway check of `.ci/run` (issue 34 item 5): Debian's nginx, run as a non-daemon in a temporary prefix with
// the configuration the build generated (scripts/gateway-config.mjs), in front of `npm start`'s two processes, and one
// journey through it: home, a race card, a pick in the slip, with no Content-Security-Policy violation.
//   node e2e/gateway-check.mjs <gateway port> <web port> <api port>
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';
import { gatewayConfig } from '../scripts/gateway-config.mjs';

const [gatewayPort, webPort, apiPort] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
// NGINX_BINARY, not NGINX: nginx reads that variable as sockets to inherit.
const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const deployDir = path.resolve(process.env.STATIC_ROOT ?? path.join(root, 'deploy'));
const prefix = mkdtempSync(path.join(os.tmpdir(), 'gateway-check-'));
for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
writeFileSync(
  path.join(prefix, 'gateway.conf'),
  gatewayConfig({
    indexHtml: readFileSync(path.join(deployDir, 'shell', 'index.html'), 'utf8'),
    deployDir,
    listen: `127.0.0.1:${gatewayPort}`,
    web: `127.0.0.1:${webPort}`,
    api: `127.0.0.1:${apiPort}`,
    compose: false,
  }),
);
const temp = (name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; image/png png; font/woff2 woff2; }
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(prefix, 'gateway.conf')};
}
`,
);
const nginx = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${gatewayPort}`;

async function journey() {
  for (let i = 0; i < 40; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      // nginx not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('cspViolation', (text) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`),
    ),
  );
  const home = await page.goto(`${base}/`);
  if (!home.ok()) throw new Error(`home answered ${home.status()}`);
  if (!/script-src[^;]*sha256-/.test(home.headers()['content-security-policy'] ?? ''))
    throw new Error('home has no gateway CSP with script hashes');
  await page.getByRole('navigation', { name: 'Racing or Sports' }).first().waitFor();
  await page.goto(`${base}/racing/next-to-jump`);
  const race = page.locator('main a[href^="/racing/race/"]').nth(3);
  await race.click();
  const price = page.getByRole('button', { name: /^Fixed Win, .+, \d+\.\d\d$/ }).first();
  await price.waitFor({ timeout: 20_000 });
  const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
  await price.click();
  await verified;
  await page.getByRole('banner').getByRole('button', { name: 'Betslip, 1 selection' }).first().waitFor();
  await browser.close();
  if (violations.length) throw new Error(`CSP violations:\n${violations.join('\n')}`);
  console.log('gateway check: home, a race card and a pick in the slip through nginx, no CSP violation');
}

try {
  await journey();
} catch (error) {
  console.error(`gateway check FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  nginx.kill('SIGTERM');
  await new Promise((r) => nginx.on('exit', r));
  rmSync(prefix, { recursive: true, force: true });
}
