import { expect, test, type Page } from './test';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { pullPageDown } from './site-routes';

// SPEC section 2 routes and overlays that no other journey opens, each against the real API (docs/SPEC-COVERAGE.md).

/** The page's title in the desktop header (set by the page through usePage). */
const pageTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });

test.describe('SPEC routes a punter opens', () => {
  for (const [path, title] of [
    ['/racing/horse', 'Thoroughbreds Racing'],
    ['/racing/harness', 'Harness Racing'],
    ['/racing/greyhound', 'Greyhounds Racing'],
  ] as const) {
    test(`${path} lists that code's meetings today`, async ({ page }) => {
      await page.goto(path);
      await expect(pageTitle(page, title)).toBeVisible();
      await expect(page.getByTestId('meeting').first()).toBeVisible({ timeout: 30_000 });
    });
  }

  test('/racing/futures lists the feature races ahead', async ({ page }) => {
    await page.goto('/racing/futures');
    await expect(pageTitle(page, 'Futures')).toBeVisible();
    await expect(page.getByTestId('meeting').first()).toBeVisible({ timeout: 30_000 });
  });

  test('/next-to-go lists the next races, each a link to its race card', async ({ page }) => {
    await page.goto('/next-to-go');
    await expect(pageTitle(page, 'Next to go')).toBeVisible();
    const race = page.locator('main a[href^="/racing/race/"]').first();
    await expect(race).toBeVisible({ timeout: 30_000 });
  });

  test('/mbl says when the minimum bet limits were last updated', async ({ page }) => {
    await page.goto('/mbl');
    await expect(page.getByText('Last updated July 2024')).toBeVisible();
  });

  test('a race that cannot be loaded shows nothing below its header, with no message (SPEC 8)', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().includes('/v1/racing/race-card/999999/999999'));
    await page.goto('/racing/race/999999/999999');
    expect((await answered).status()).toBe(404);
    await expect(page.getByRole('status', { name: 'Loading the race' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('/rewards, /promotions and /payid for a logged-in punter', async ({ page, request }) => {
    const punter = await verifiedPunterViaApi(request, 'routes');
    await page.goto('/promotions');
    await expect(pageTitle(page, 'Promotions')).toBeVisible();
    await loginViaModal(page, punter.email, punter.password);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();

    await page.goto('/rewards');
    await expect(pageTitle(page, 'Rewards')).toBeVisible();
    // Nothing to log out of before the punter logs in to rewards.
    await expect(page.getByRole('button', { name: 'Log in to rewards' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out of rewards' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in to rewards' }).click();
    await expect(page.getByRole('heading', { name: 'Bonus bets' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out of rewards' }).click();
    await expect(page.getByRole('button', { name: 'Log in to rewards' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in to rewards' }).click();
    await expect(page.getByRole('button', { name: 'Log out of rewards' })).toBeVisible();

    // With the rewards session open, promotions show the punter's eligibility.
    await page.goto('/promotions');
    await expect(page.getByText(/You are eligible|Not eligible/).first()).toBeVisible();

    await page.goto('/payid');
    await expect(page.getByRole('heading', { name: 'Deposit with PayID' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy PayID' })).toBeVisible();
  });
});

test.describe('overlays at their SPEC widths', () => {
  test('the login modal is 520 px wide on desktop', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const box = await page.getByRole('dialog', { name: 'Login' }).boundingBox();
    expect(box?.width).toBe(520);
  });

  test("the login modal's Join Now goes to Register", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

    test('the login modal is 94vw wide', async ({ page }) => {
      await page.goto('/about-us');
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      const box = await page.getByRole('dialog', { name: 'Login' }).boundingBox();
      expect(box?.width).toBeCloseTo(375 * 0.94, 0);
    });

    test('profile:drawer:request from the app opens the profile drawer; its Join Now opens the register modal', async ({
      page,
    }) => {
      // Inside the native app (its ReactNativeWebView channel), the site listens to the app's messages.
      await page.addInitScript(() => {
        (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
          postMessage: () => {},
        };
      });
      await page.goto('/about-us');
      await expect(page.getByRole('banner')).toBeVisible();
      await page.evaluate(() =>
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'profile:drawer:request' }) })),
      );
      const drawer = page.getByRole('dialog', { name: 'My Account' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Join Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Join Now' })).toBeVisible();
    });

    test('pulling the page down refreshes it: its data is fetched again', async ({ page }) => {
      // Meetings are fetched once (no polling), so a second request is the refresh's.
      await page.goto('/racing/horse');
      await expect(page.getByTestId('meeting').first()).toBeVisible({ timeout: 30_000 });
      const refetched = page.waitForRequest((r) => r.url().includes('/v1/racing/meeting-list'));
      await pullPageDown(page);
      await refetched;
    });
  });
});
