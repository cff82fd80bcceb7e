import { expect, type Page } from './test';

/** Yesterday as YYYY-MM-DD (the results route's default day). */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Every page a punter reaches without logging in: SPEC 2 public routes, racing and sports navigation, the shell's pages. */
export const PUBLIC_ROUTES = [
  '/',
  '/register',
  '/reset-password?token=example',
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-conditions',
  '/rules',
  '/mbl',
  '/responsible-gambling',
  '/sa-code-of-practice',
  '/app',
  '/next-to-go',
  '/racing',
  '/racing/horse',
  '/racing/greyhound',
  '/racing/harness',
  '/racing/futures',
  '/racing/next-to-jump',
  `/racing/results/${yesterday()}`,
  '/sports',
  '/football',
];

/** Pages that show their real content only to a logged-in, verified punter. */
export const ACCOUNT_ROUTES = [
  '/deposit',
  '/payid',
  '/withdraw',
  '/my-bets',
  '/rewards',
  '/promotions',
  '/bonus',
  '/self-exclusion',
  '/profile',
  '/profile?tab=password',
  '/profile?tab=deposit-limits',
  '/profile?tab=self-exclusion',
  '/profile?tab=take-a-break',
  '/profile?tab=spending',
  '/profile?tab=statement',
  '/profile?tab=transactions',
  '/profile/verification',
  '/profile/blackbook',
];

/**
 * Opens a route and waits until its content has loaded: the page remote mounted and no skeleton left. The server's
 * HTML shows the content before the remote has mounted; the page's title in the header (its h1, published by the page
 * once live: the server's HTML does not carry it yet) says it has.
 */
export async function openRoute(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2, main [data-remote]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').locator('h1').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** A finger pulls the page 150 px down from its top, past the refresh threshold, and lets go once it may. */
export async function pullPageDown(page: Page) {
  await page.evaluate(() => {
    const area = document.querySelector('main [data-phase]')!;
    const touch = (y: number) => [new Touch({ identifier: 1, target: area, clientX: 100, clientY: y })];
    area.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: touch(100) }));
    area.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, touches: touch(250) }));
  });
  await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('main [data-phase]')!.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
  });
}
