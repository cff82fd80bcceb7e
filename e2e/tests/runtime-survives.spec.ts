import { expect, test } from '@playwright/test';

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

  test('a remote that does not answer shows its fallback after the time limit, and the failure is reported with its name and release', async ({
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
    const fallback = page.locator('main').getByTestId('remote-fallback');
    await expect(fallback).toContainText('Banking is unavailable right now.', { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

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
});
