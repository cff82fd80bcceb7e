// The start check of `.ci/run`: the site that `npm start` serves answers as a newcomer expects.
//   node e2e/check-site.mjs http://localhost:8080
// Home paints and renders, /v1/health is ok, a racing page rendered by its remote shows races (in its HTML too), and
// an API list has rows.
import { chromium } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';

const base = process.argv[2] ?? 'http://localhost:8080';
const checks = [];
async function check(name, fn) {
  try {
    const detail = await fn();
    checks.push(`ok    ${name}${detail ? `: ${detail}` : ''}`);
  } catch (err) {
    checks.push(`FAIL  ${name}: ${err instanceof Error ? err.message : err}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

await check('GET /v1/health', async () => {
  const res = await fetch(`${base}/v1/health`);
  const body = await res.json();
  assert(res.ok && body.status === 'ok', `${res.status} ${JSON.stringify(body)}`);
  return JSON.stringify(body);
});
await check('GET /v1/racing/next-to-jump?type=A&count=6 (an API list)', async () => {
  const res = await fetch(`${base}/v1/racing/next-to-jump?type=A&count=6`);
  const { data } = await res.json();
  assert(res.ok && Array.isArray(data) && data.length > 0, `${res.status}, ${data?.length ?? 'no'} races`);
  return `${data.length} races, first ${data[0].event_name} in ${data[0].jumps_in_sec} s`;
});
await check('GET / (the HTML carries the page: the layout and the hero, rendered on the server)', async () => {
  const res = await fetch(base);
  const html = await res.text();
  assert(
    res.ok && html.includes('id="root" data-ssr') && html.includes('Racing and sports, live'),
    `${res.status}, ${html.length} bytes`,
  );
  return `${html.length} bytes`;
});
await check(
  'GET /racing/next-to-jump (the HTML carries the races, rendered by the racing remote on the server)',
  async () => {
    // A render past its budget is left to the browser (a process just started may be slow): a few tries.
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${base}/racing/next-to-jump`);
      const html = await res.text();
      const races = html.match(/href="\/racing\/race\/\d+\/\d+"/g)?.length ?? 0;
      if (res.ok && races > 0) return `${races} race links (try ${attempt})`;
      assert(attempt < 5, `${res.status}, ${races} race links in ${html.length} bytes`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  },
);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  await check('Home renders in Chromium', async () => {
    await page.goto(base);
    await page.getByRole('heading', { name: 'Racing and sports, live' }).waitFor({ timeout: 30_000 });
    assert(pageErrors.length === 0, pageErrors.join('; '));
  });
  await check('/racing/next-to-jump renders from the racing remote with races', async () => {
    await page.goto(`${base}/racing/next-to-jump`);
    const area = page.locator('[data-remote="racing"]');
    await area.getByRole('heading', { name: 'Next to jump' }).waitFor({ timeout: 30_000 });
    await area
      .getByRole('link', { name: / R\d+\b/ })
      .first()
      .waitFor({ timeout: 30_000 });
    assert(pageErrors.length === 0, pageErrors.join('; '));
    return `${await area.getByRole('link', { name: / R\d+\b/ }).count()} race links`;
  });
} finally {
  await browser.close();
}

console.log(checks.join('\n'));
const failed = checks.filter((c) => c.startsWith('FAIL')).length;
console.log(`start check: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
