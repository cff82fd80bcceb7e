// Canary releases per remote (issue 39, item 1), through the browser: a stable share of visitors gets the canary,
// the page and the browser never mix releases, a canary that throws is rolled back by the web tier's watcher with no
// visitor outside its cohort touched, and a good one promoted.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './test';
import { deployDir } from './deploy-dir';

const repo = path.resolve(import.meta.dirname, '..', '..');
const releaseLog = path.join(deployDir, 'release-log.jsonl');
/** `node scripts/release.mjs …` on this run's deploy copy and release log (those the web tier's watcher writes). */
const releaseScript = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(repo, 'scripts', 'release.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: deployDir, RELEASE_LOG: releaseLog, RELEASE_BY: 'squad-sports@example.com' },
    encoding: 'utf8',
  });
const sportsNow = () =>
  (
    JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as {
      remotes: { sports: { version: string } };
    }
  ).remotes.sports.version;
const lastLogLine = () =>
  JSON.parse(readFileSync(releaseLog, 'utf8').trim().split('\n').at(-1)!) as Record<string, string>;

/** A copy of the live sports release under a new version: the canary, published beside it. */
function publishCanary(label: string): { current: string; canary: string } {
  const current = sportsNow();
  const canary = `${current}-${label}${Date.now()}`;
  cpSync(
    path.join(deployDir, 'remotes', 'mfe-sports', current),
    path.join(deployDir, 'remotes', 'mfe-sports', canary),
    {
      recursive: true,
    },
  );
  return { current, canary };
}

/** A visitor (their own cookies), the sports files their browser asked for, and the release their page embeds. */
async function visitor(browser: Browser, baseURL: string) {
  const context: BrowserContext = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const version = /\/remotes\/mfe-sports\/([^/]+)\//.exec(request.url())?.[1];
    if (version) asked.push(version);
  });
  return {
    context,
    page,
    asked,
    /** Opens /sports and returns the sports release the server rendered it with (the copy the page embeds). */
    async open() {
      await page.goto('/sports', { waitUntil: 'domcontentloaded' });
      const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}') as {
        remotes: { sports: { version: string } };
        canary?: unknown;
      };
      expect(config.canary).toBeUndefined();
      return config.remotes.sports.version;
    },
  };
}

/** Visitors until one is in the canary's cohort and one is not (50 %: a few tries). */
async function oneOfEach(browser: Browser, baseURL: string, canary: string) {
  let inside: Awaited<ReturnType<typeof visitor>> | undefined;
  let outside: Awaited<ReturnType<typeof visitor>> | undefined;
  for (let i = 0; i < 30 && !(inside && outside); i++) {
    const someone = await visitor(browser, baseURL);
    if ((await someone.open()) === canary) inside ??= someone;
    else outside ??= someone;
  }
  return { inside: inside!, outside: outside! };
}

test.describe('canary releases', () => {
  test.describe.configure({ mode: 'serial' });

  test('a canary that throws is rolled back by itself within its window; no visitor outside its cohort gets it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { current, canary } = publishCanary('throws');
    releaseScript('canary', 'sports', canary, '--percent', '50');
    const { inside, outside } = await oneOfEach(browser, baseURL!, canary);
    await inside.page.route(`**/remotes/mfe-sports/${canary}/remoteEntry.js`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("canary broken")' }),
    );
    // The cohort's visitor keeps their release page after page, failing, until the watcher rolls it back.
    let canaryPages = 0;
    for (; canaryPages < 60; canaryPages++) {
      if ((await inside.open()) !== canary) break;
      await expect(inside.page.getByTestId('remote-fallback')).toContainText('Sports is unavailable right now.');
      if (canaryPages % 3 === 0) expect(await outside.open()).toBe(current);
    }
    // Rolled back after its minimum pages (5 in e2e runs: CANARY_MIN_PAGES; some served while looking for the two
    // visitors), within a few checks of it.
    expect(canaryPages).toBeGreaterThanOrEqual(1);
    expect(canaryPages).toBeLessThan(20);
    expect(sportsNow()).toBe(current);
    expect(lastLogLine()).toMatchObject({ action: 'canary-rollback', remote: 'sports', by: 'canary watcher' });
    expect(lastLogLine().reason).toMatch(/more than 5 points above the current release/);
    expect(releaseScript('verify')).toContain('chain intact');
    // The visitor outside the cohort never loaded a file of the canary; the one inside now gets the current release.
    expect(outside.asked.length).toBeGreaterThan(0);
    expect(outside.asked.every((v) => v === current)).toBe(true);
    expect(await inside.open()).toBe(current);
    await expect(inside.page.locator('[data-remote="sports"]').first()).toBeVisible();
    await inside.context.close();
    await outside.context.close();
  });

  test('a good canary: its cohort’s page and browser on the canary, the others on the current release; promoted, everyone’s', async ({
    browser,
    baseURL,
  }) => {
    const { current, canary } = publishCanary('good');
    releaseScript('canary', 'sports', canary, '--percent', '50');
    const { inside, outside } = await oneOfEach(browser, baseURL!, canary);
    for (const [someone, release] of [
      [inside, canary],
      [outside, current],
    ] as const) {
      someone.asked.length = 0;
      expect(await someone.open()).toBe(release);
      await expect(someone.page.locator('[data-remote="sports"]').first()).toBeVisible();
      await expect(someone.page.getByTestId('remote-fallback')).toHaveCount(0);
      // The server and the browser never mix releases on one page.
      expect([...new Set(someone.asked)]).toEqual([release]);
    }
    expect(releaseScript('status')).toMatch(new RegExp(`sports: canary ${canary} to 50 % of cohorts`));
    releaseScript('promote', 'sports');
    expect(sportsNow()).toBe(canary);
    expect(await outside.open()).toBe(canary);
    expect(lastLogLine()).toMatchObject({ action: 'promote', remote: 'sports' });
    await inside.context.close();
    await outside.context.close();
  });
});
