import { expect, test } from './test';
import { withRuntimeConfig } from './remote-releases';

test.describe('the runtime survives', () => {
  test('when remotes.json cannot be fetched (after retries), the last-known-good copy in index.html loads the remotes', async ({
    page,
  }) => {
    let attempts = 0;
    await page.route('**/remotes.json', (route) => {
      attempts++;
      return route.abort('connectionrefused');
    });
    await page.goto('/');
    await expect(page.locator('[data-remote="racing"]').first()).toBeVisible();
    await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
    expect(attempts).toBe(3);
  });

  test('a page running on the embedded copy of remotes.json is reported to operators', async ({ page, request }) => {
    await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
    const reported = page.waitForRequest((req) => req.url().endsWith('/v1/remote-failures') && req.method() === 'POST');
    await page.goto('/');
    expect((await reported).postDataJSON()).toMatchObject({
      remote: 'remotes-json',
      version: 'embedded-copy',
      phase: 'load',
      path: '/',
    });
    await expect
      .poll(async () => (await (await request.get('/v1/remote-failures')).json()).data)
      .toContainEqual(expect.objectContaining({ remote: 'remotes-json', version: 'embedded-copy' }));
  });

  test('Retry in a fallback fetches remotes.json again', async ({ page }) => {
    // Neither remotes.json nor the sports remote answers: its area shows the fallback.
    await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
    await page.route('**/remotes/mfe-sports/**', (route) => route.abort('connectionrefused'));
    await page.goto('/afl');
    const fallback = page.locator('main').getByTestId('remote-fallback');
    await expect(fallback).toContainText('Sports is unavailable right now.');

    await page.unroute('**/remotes.json');
    await page.unroute('**/remotes/mfe-sports/**');
    const refetched = page.waitForRequest('**/remotes.json');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await refetched;
    await expect(page.locator('main [data-remote="sports"]').first()).toBeVisible();
  });

  test('a remote that does not answer says it is still loading after the time limit, with Retry, and the slowness is reported with its name and release', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { remotes } = await (await request.get('/remotes.json')).json();
    // The banking remote's manifest never answers.
    await page.route('**/remotes/mfe-banking/**', () => undefined);
    const reported = page.waitForRequest((req) => req.url().endsWith('/v1/remote-failures') && req.method() === 'POST');
    const started = Date.now();
    await page.goto('/deposit');
    await expect(page.getByRole('status', { name: 'Loading Banking' })).toBeVisible();
    const slow = page.locator('main').getByTestId('remote-slow');
    await expect(slow).toContainText('Banking is taking longer than usual.', { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    await expect(slow.getByRole('button', { name: 'Retry' })).toBeVisible();

    expect((await reported).postDataJSON()).toMatchObject({
      remote: 'banking',
      version: remotes.banking.version,
      phase: 'timeout',
      path: '/deposit',
    });
    await expect
      .poll(async () => (await (await request.get('/v1/remote-failures')).json()).data)
      .toContainEqual(
        expect.objectContaining({ remote: 'banking', version: remotes.banking.version, phase: 'timeout' }),
      );
  });

  test('a remote slower than the time limit says it is still loading, then fills its area when it arrives', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The banking remote's manifest answers after 12 s, past the 8 s limit.
    await page.route('**/remotes/mfe-banking/**/mf-manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.continue();
    });
    await page.goto('/deposit');
    const slow = page.locator('main').getByTestId('remote-slow');
    await expect(slow).toContainText('Banking is taking longer than usual.', { timeout: 15_000 });
    await expect(page.locator('main [data-remote="banking"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(slow).toHaveCount(0);
    await expect(page.locator('main').getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('Retry after a bad release was rolled back loads the release remotes.json names now, without a reload', async ({
    page,
    request,
  }) => {
    const { remotes } = await (await request.get('/remotes.json')).json();
    const good: { version: string; entry: string } = remotes.racing;
    const badVersion = '9.9.9-bad';
    // The bad release: the good one's files, but its entry throws as it runs.
    await page.route(`**/remotes/mfe-racing/${badVersion}/**`, async (route) => {
      const url = route.request().url();
      if (url.endsWith('.js') && url.includes('remoteEntry'))
        return route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("bad release")' });
      await route.fulfill({ response: await route.fetch({ url: url.replace(badVersion, good.version) }) });
    });
    let rolledBack = false;
    await withRuntimeConfig(page, (config) => {
      if (!rolledBack)
        config.remotes.racing = { ...good, version: badVersion, entry: good.entry.replace(good.version, badVersion) };
    });
    // Racing is reached by a link: a racing page loaded whole would be the server's render of the release it names.
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Racing', exact: true }).click();
    const fallback = page.locator('main').getByTestId('remote-fallback');
    await expect(fallback).toContainText('Racing is unavailable right now.');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The squad rolls back (remotes.json names the good release again); the punter taps Retry.
    rolledBack = true;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-remote="racing"]').first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
