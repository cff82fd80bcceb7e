import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import AxeBuilder from '@axe-core/playwright';
import { deployDir } from './deploy-dir';
import { buildRelease, withRuntimeConfig } from './remote-releases';

test.describe('remote failures stay in their area', () => {
  test('a remote whose server is down shows a fallback with Retry while the rest of the site works', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe-sports/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Sports is unavailable right now.');
    // The racing remote and the shell are unaffected.
    await expect(page.locator('[data-remote="racing"]').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Racing or Sports' })).toBeVisible();

    // The server comes back: Retry loads the remote in place, without a page reload.
    await page.unroute('**/remotes/mfe-sports/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('a remote entry that fails to evaluate shows the fallback too', async ({ page }) => {
    await page.route('**/remotes/mfe-racing/**/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken deploy")' }),
    );
    await page.goto('/racing');
    await expect(page.getByTestId('remote-fallback')).toContainText('Racing is unavailable right now.');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remotes.json that names no remote: a remote\'s page says the site cannot load, with Try again, never "Page not found"', async ({
    page,
  }) => {
    await withRuntimeConfig(page, (config) => {
      config.remotes = {};
    });
    await page.goto('/about-us');
    // The page is live and has read remotes.json: the betslip, a remote it no longer names, shows its fallback.
    await expect(page.getByRole('complementary', { name: 'Betslip' }).getByTestId('remote-fallback')).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/racing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'The site cannot load right now' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('a remote still loading holds its place with an accessible busy placeholder', async ({ page }) => {
    // Hold the betslip remote's files until the placeholder has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mfe-betslip/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about-us');
    const placeholder = page.getByRole('status', { name: 'Loading Betslip' }).first();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    const results = await new AxeBuilder({ page }).include('[aria-label="Loading Betslip"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    release();
    await expect(page.getByRole('status', { name: 'Loading Betslip' })).toHaveCount(0);
  });
});

test.describe('the betslip remote down', () => {
  test('the header’s slip count still counts (it is the shell’s, from the kit’s store), and a tapped price tells the punter the pick cannot be shown @phone', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe-betslip/**', (route) => route.abort('connectionrefused'));
    await page.goto('/racing/next-to-jump');
    const count = page.getByRole('banner').getByRole('button', { name: /^Betslip, \d+ selections?$/ });
    await expect(count).toHaveAccessibleName('Betslip, 0 selections');
    // The slip itself (the column on a desktop, the drawer on a phone once idle) shows its fallback.
    await expect(page.getByTestId('remote-fallback').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback').first()).toContainText('Betslip');

    await page.locator('main a[href^="/racing/race/"]').nth(8).click();
    await page
      .getByRole('button', { name: /^Fixed Win, .+, \d+\.\d\d$/ })
      .first()
      .click();
    await expect(
      page.getByText('Your selection is saved, but the betslip cannot be shown right now. Try again in a moment.'),
    ).toBeVisible();
    await expect(count).toHaveAccessibleName('Betslip, 1 selection');
  });
});

test.describe('remote versions', () => {
  test('a release that throws at mount, rolled back while the punter is on its page: Retry loads the good release in place', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // Two builds of one remote, as a squad ships them: the bad one first, then the one it is rolled back to.
    const run = `${test.info().workerIndex}-${Date.now() % 100_000}`;
    const bad = `1.0.0-throws-${run}`;
    const good = `1.0.0-good-${run}`;
    const badEntry = buildRelease('e2e/remote-react18', 'remote-react18', bad, { THROWS_AT_MOUNT: '1' });
    const goodEntry = buildRelease('e2e/remote-react18', 'remote-react18', good);
    let live = { version: bad, entry: badEntry };
    await withRuntimeConfig(page, (config) => {
      config.remotes.legacy = { ...live, routes: ['/react18-demo'] };
    });
    await page.goto('/about-us');
    await expect(page.locator('[data-remote="betslip"]').first()).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/react18-demo');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const fallback = page.locator('main').getByTestId('remote-fallback');
    await expect(fallback).toContainText('Legacy is unavailable right now.');

    // The squad rolls back; the punter, still on the page, taps Retry.
    live = { version: good, entry: goodEntry };
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-remote="legacy"]')).toContainText('Legacy page on React 18');
    await expect(page.locator('main').getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('a remote swapped to another version in remotes.json loads without rebuilding the shell', async ({ page }) => {
    test.setTimeout(120_000);
    const version = `9.9.${Date.now() % 1000}`;
    const target = path.join(deployDir, 'remotes', 'mfe-sports', version);
    const repo = path.resolve(import.meta.dirname, '..', '..');
    // A squad deploys a new version of its remote into its own immutable folder…
    execFileSync('npx', ['rspack', 'build'], {
      cwd: path.join(repo, 'mfe-sports'),
      env: { ...process.env, REMOTE_VERSION: version, OUT_DIR: target },
      stdio: 'ignore',
    });
    const shellIndex = readFileSync(path.join(deployDir, 'shell', 'index.html'), 'utf8');
    // …and staging points the manifest at it.
    const manifestFile = path.join(deployDir, 'remotes.json');
    const original = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(original);
    const previous: string = manifest.remotes.sports.entry;
    manifest.remotes.sports = {
      ...manifest.remotes.sports,
      version,
      entry: `/remotes/mfe-sports/${version}/mf-manifest.json`,
    };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    try {
      const loaded: string[] = [];
      page.on('request', (req) => loaded.push(req.url()));
      await page.goto('/');
      await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
      expect(loaded.some((url) => url.includes(`/remotes/mfe-sports/${version}/`))).toBe(true);
      expect(loaded.some((url) => url.includes(previous.replace('mf-manifest.json', '')))).toBe(false);
      // The shell is byte-for-byte the one that was deployed before.
      expect(readFileSync(path.join(deployDir, 'shell', 'index.html'), 'utf8')).toBe(shellIndex);
    } finally {
      writeFileSync(manifestFile, original);
    }
  });
});
