import { expect, test, type Locator, type Page } from './test';
import { loginViaModal, payInViaPayId, punterStreamOpened, verifiedPunterViaApi } from './account-helpers';
import { openSlip } from './feed-control';

// Issue 28: what a punter reads, on a phone and on a desktop.

/** Opens a race a punter can still bet on, from next to jump (as the toast journeys do). */
async function openOpenRace(page: Page) {
  await page.goto('/racing/next-to-jump');
  await page.locator('main a[href^="/racing/race/"]').nth(8).click();
  const odds = page.getByRole('button', { name: /^Fixed Win, .+, \d+\.\d\d$/ }).first();
  await expect(odds).toBeVisible();
  return odds;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * What an overlay covers: each element under it whose on-screen box meets an overlay's box where the overlay is the
 * one on top (a modal drawer above a toast covers the toast, not the other way round). Returns the covered boxes.
 */
async function covered(overlay: Locator, under: Locator): Promise<Box[]> {
  await overlay.evaluateAll((els) => els.forEach((el) => el.setAttribute('data-overlay-under-test', '')));
  try {
    return await under.evaluateAll((els) => {
      const overlays = [...document.querySelectorAll('[data-overlay-under-test]')];
      const hits: Box[] = [];
      for (const el of els) {
        const b = el.getBoundingClientRect();
        if (!b.width || !b.height || b.bottom <= 0 || b.top >= window.innerHeight) continue;
        for (const o of overlays) {
          const r = o.getBoundingClientRect();
          const left = Math.max(b.left, r.left);
          const right = Math.min(b.right, r.right);
          const top = Math.max(b.top, r.top);
          const bottom = Math.min(b.bottom, r.bottom);
          if (left >= right || top >= bottom) continue;
          const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (onTop && o.contains(onTop)) hits.push({ x: b.x, y: b.y, width: b.width, height: b.height });
        }
      }
      return hits;
    });
  } finally {
    await overlay.evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-overlay-under-test')));
  }
}

/** Prices, form fields and buttons, and the slip: what no toast or chat tab may cover. */
const whatMatters = (page: Page) =>
  page.locator('main button[aria-pressed], main input, main select, main form button, aside[aria-label="Betslip"] *');

test.describe('what a punter reads (issue 28)', () => {
  test('@phone the maintenance screen follows the running API, and leaves as soon as it is off', async ({ page }) => {
    test.setTimeout(90_000);
    let on = true;
    const text = 'Aurora Bet is under maintenance while we boost our platform for a better experience.';
    // The running API, switched by its operator: /v1/maintenance says so and every other call answers 503.
    await page.route('**/v1/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/v1/maintenance') return route.fulfill({ json: { data: { maintenance: on, message: text } } });
      if (!on) return route.fallback();
      return route.fulfill({ status: 503, json: { message: text, errors: {}, maintenance: true } });
    });
    await page.goto('/racing');
    await expect(page.getByRole('heading', { name: "We'll be right back!" })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    on = false;
    // Asked again every 15 s while shown: the site comes back with no reload.
    await expect(page.getByRole('heading', { name: "We'll be right back!" })).toBeHidden({ timeout: 25_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main a[href^="/racing/"]').first()).toBeVisible({ timeout: 20_000 });
  });

  test('@phone the rules of betting, complaints and responsible gambling read as a regulator expects', async ({
    page,
  }) => {
    await page.goto('/rules');
    for (const heading of [
      'Official results and protests',
      'Place terms',
      'Each way',
      'Scratchings and deductions',
      'Multis with a scratched leg',
      'Dead heats',
      'Abandoned events',
    ])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(/first or second in a field of 5 to 7 starters/)).toBeVisible();

    await page.goto('/about-us');
    await expect(page.getByText(/Aurora Bet is run by Aurora Bet Pty Ltd/)).toBeVisible();

    await page.goto('/contact-us');
    // The page's own link (the footer links Complaints too).
    await page.getByRole('main').getByRole('link', { name: 'Complaints' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2: our internal dispute resolution' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 3: the regulator' })).toBeVisible();

    await page.goto('/responsible-gambling');
    await expect(page.getByRole('link', { name: '1800 858 858' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'betstop.gov.au' }).first()).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByText(/Privacy Act 1988 \(Cth\) and the Australian Privacy Principles/)).toBeVisible();
  });

  test('@phone in the app, a logged-out odds tap adds the selection without opening the slip', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
        postMessage: (m) => sent.push(m),
      };
    });
    const odds = await openOpenRace(page);
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    // The app hears the leg count; the slip stays shut (SPEC 4: not in a webview while logged out).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent))
      .toContain(JSON.stringify({ type: 'betslip:legs:count', data: 1 }));
    await expect(page.getByRole('dialog', { name: /Betslip/ })).toBeHidden();
  });

  test('@phone toasts and the chat tab cover no price, form or the slip', async ({ page, request }) => {
    test.setTimeout(120_000);
    const chatTab = page.getByRole('button', { name: 'Chat with Expert' });
    // A form: registration, down to its last line ("Already have an account? Login").
    await page.goto('/register');
    const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
    for (const to of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * document.documentElement.scrollHeight), to);
      expect(await covered(chatTab, page.locator('main input, main select, main button')), `form at ${to}`).toEqual([]);
    }
    await login.scrollIntoViewIfNeeded();
    expect(await covered(chatTab, login)).toEqual([]);

    const punter = await verifiedPunterViaApi(request, 'no-cover');
    const stream = punterStreamOpened(page);
    await page.goto('/about-us');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await stream;
    const odds = await openOpenRace(page);
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Betslip/ })).toBeHidden();

    // Two alert toasts, as long-lived as they get (100 s).
    await payInViaPayId(request, punter.access_token, 20);
    await payInViaPayId(request, punter.access_token, 30);
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('article');
    await expect(toasts).toHaveCount(2);

    // Top, middle and bottom of the race page: nothing that matters sits under a toast or the chat tab.
    for (const to of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * document.documentElement.scrollHeight), to);
      expect(await covered(toasts, whatMatters(page)), `toasts at ${to}`).toEqual([]);
      expect(await covered(chatTab, whatMatters(page)), `chat tab at ${to}`).toEqual([]);
    }
    // The slip itself: its leg, price and remove button are never under a toast.
    await page.evaluate(() => window.scrollTo(0, 0));
    const slip = await openSlip(page);
    const leg = slip.getByRole('article', { name: /Fixed Win/ }).first();
    await expect(leg).toBeVisible();
    expect(await covered(toasts, leg.locator('*'))).toEqual([]);
  });

  test('@phone an unknown path answers 404 with "Page not found"; a real one 200', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.goto('/rules'))?.status()).toBe(200);
    expect((await page.goto('/racing/horse'))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('@phone any racing reads "All", never an R in a ring (®)', async ({ page }) => {
    await page.goto('/racing');
    const banner = page.locator('main [data-banner]').first();
    await expect(banner.locator('[data-icon="racing"]')).toHaveText('All');
    await expect(banner).not.toContainText('®');
  });

  test('@phone the excluded punter reads each date once', async ({ page }) => {
    await page.goto('/about-us');
    const dialog = await loginViaModal(page, 'excluded', 'Excluded123');
    const message = dialog.getByText(/You are self-excluded until/);
    await expect(message).toBeVisible();
    const dates = (await message.textContent())!.match(/\d{1,2} [A-Z][a-z]+ \d{4}/g) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates).size).toBe(dates.length);
  });

  test('@phone an empty card number and expiry year say they are required', async ({ page, request }) => {
    const punter = await verifiedPunterViaApi(request, 'empty-card');
    await page.goto('/deposit');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const form = page.getByRole('form', { name: 'Deposit with a new debit card' });
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByText('Card number is required')).toBeVisible();
    await expect(form.getByText('Expiry year is required')).toBeVisible();
    await expect(form.getByText('CVV is required')).toBeVisible();
    await expect(form.getByText('Card number is invalid')).toHaveCount(0);
    await expect(form.getByText(/Expiry year must be between/)).toHaveCount(0);
  });
});
