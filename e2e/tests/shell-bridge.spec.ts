import { expect, test, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';

/** Pretends to be the native app: a ReactNativeWebView channel that records what the site tells it. */
async function openInApp(page: Page, path: string) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __sent: string[] }).__sent = sent;
    (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
      postMessage: (m) => sent.push(m),
    };
  });
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

const fromApp = (page: Page, message: object) =>
  page.evaluate((m) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(m) })), message);

test.describe('mobile app bridge and mobile overlays', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('search:drawer:request from the app opens search', async ({ page }) => {
    await openInApp(page, '/about-us');
    await fromApp(page, { type: 'search:drawer:request' });
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByLabel('Search meetings, runners, teams and sports')).toBeFocused();
  });

  test('a request the app sends before the page is live is held and acted on once it is', async ({ page }) => {
    // 'interactive': the HTML is parsed and no script of the shell has run yet, so nothing of the site listens.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        if (document.getElementById('root')?.hasAttribute('data-live')) throw new Error('the page was live already');
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'search:drawer:request' }) }));
      }),
    );
    await openInApp(page, '/about-us');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('login:request from the app logs the punter in with their balance', async ({ page, request }) => {
    const res = await request.post('/v1/auth/login', { data: { username: 'punter', password: 'Punter123' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const login = (body.data ?? body) as Record<string, unknown>;
    await openInApp(page, '/about-us');
    await fromApp(page, { type: 'login:request', data: login });
    await expect(page.getByRole('button', { name: /Account menu, balance \$/ })).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the mobile layout and its menu drawer have no axe-core violations in the ${mode} theme`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
      await page.goto('/faq');
      await expect(page.getByRole('banner').locator('[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
