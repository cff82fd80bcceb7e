import { spawn, type ChildProcess } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { PORT } from '../playwright.config';

// A squad works on its remote alone: `npm run dev -w @wagering/mfe-racing` serves the remote's own page against the
// API (README). This starts that dev server, as the README says, next to the suite's API and opens a deep link.
// PORT + 1 is the suite's API (scripts/start.mjs).
const devPort = PORT + 2;
let devServer: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  devServer = spawn('npm', ['run', 'dev', '-w', '@wagering/mfe-racing'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DEV_PORT: String(devPort), API_URL: `http://127.0.0.1:${PORT}` },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${devPort}/mf-manifest.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the racing dev server did not answer on port ${devPort}`);
});

test.afterAll(() => {
  // The dev server is npm → rspack: stop the whole process group.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('a remote alone: the racing dev server renders next to jump on a deep link, with races from the API', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  await page.goto(`http://localhost:${devPort}/racing/next-to-jump`);
  // The dev server compiles on its first request: on a busy CI machine that alone can take longer than 10 s.
  await expect(page.getByRole('heading', { name: 'Next to jump' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: / R\d+\b/ }).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The addresses the dev server prints besides localhost: the loopback IP and this machine's network address. */
const otherHosts = () => [
  '127.0.0.1',
  ...Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address)
    .slice(0, 1),
];

test('the racing dev server works at every address it prints, not only localhost', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  const hosts = otherHosts();
  expect(hosts.length).toBeGreaterThan(0);
  for (const host of hosts) {
    // No request may go to localhost when the page was opened elsewhere.
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).hostname !== host) elsewhere.push(req.url());
    });
    await page.goto(`http://${host}:${devPort}/racing/next-to-jump`);
    // The dev server compiles on its first request: on a busy CI machine that alone can take longer than 10 s.
    await expect(page.getByRole('heading', { name: 'Next to jump' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: / R\d+\b/ }).first()).toBeVisible();
    expect(elsewhere).toEqual([]);
    page.removeAllListeners('request');
  }
  expect(pageErrors).toEqual([]);
});
