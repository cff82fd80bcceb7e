import { expect, test } from './test';

// Issue 36 item 9: "Minified React error #177" (React committing a tree it had already committed) was raised once on
// a phone while browsing. A punter who taps on before each page has settled meets no script error.

test('@phone taps from page to page before each has settled raise no script error', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|#\d{3}|commit/i.test(message.text())) errors.push(message.text());
  });
  await page.goto('/');
  for (let round = 0; round < 2; round += 1) {
    for (const name of ['Racing', 'Sports', 'Home']) {
      const link =
        name === 'Home'
          ? page.getByRole('banner').getByLabel('Home')
          : page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name });
      await link.click();
    }
    await page.goBack();
    await page.goForward();
  }
  await page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name: 'Racing' }).click();
  await expect(page.getByRole('main')).toBeVisible();
  // Time for a late commit (a hydration held for its images) to come and fail.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
