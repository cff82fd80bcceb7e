import { expect, test } from './test';

test.describe('the federated site', () => {
  test('the shell paints the layout and mounts the racing and sports remotes on Home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('[data-remote="racing"]').first()).toBeVisible();
    await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
  });

  for (const [path, remote] of [
    ['/racing', 'racing'],
    ['/afl', 'sports'],
    ['/my-bets', 'betslip'],
    ['/profile', 'account'],
    ['/deposit', 'banking'],
  ] as const) {
    test(`${path} is served by the ${remote} remote`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`main [data-remote="${remote}"]`).first()).toBeVisible();
    });
  }

  test('React is loaded once on the composed page, from the shell, never from a remote', async ({ page }) => {
    const reactRequests: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      const body = await res.text().catch(() => '');
      if (
        body.includes('react.production') ||
        body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
      )
        reactRequests.push(res.url());
    });
    await page.goto('/');
    await expect(page.locator('[data-remote="racing"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reactRequests.length).toBeGreaterThan(0);
    expect(reactRequests.filter((url) => url.includes('/remotes/'))).toEqual([]);
    expect(new Set(reactRequests).size).toBe(reactRequests.length);
  });

  test('Home loads no form code until the punter opens an overlay; the Login modal brings it', async ({ page }) => {
    const formScripts: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      // yup's error class name survives minification: a bundle with it carries the form rules.
      if ((await res.text().catch(() => '')).includes('ValidationError')) formScripts.push(res.url());
    });
    await page.goto('/');
    await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(formScripts).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(formScripts.length).toBeGreaterThan(0);
  });
});
