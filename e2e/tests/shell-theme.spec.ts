import { expect, test } from './test';
import AxeBuilder from '@axe-core/playwright';

const STATIC_ROUTES = [
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-conditions',
  '/rules',
  '/mbl',
  '/responsible-gambling',
  '/app',
  '/sa-code-of-practice',
];

test.describe('themes', () => {
  test('the theme toggle switches to dark, and dark survives a reload', async ({ page }) => {
    await page.goto('/about-us');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const route of STATIC_ROUTES) {
      test(`${route} has no axe-core violations in the ${mode} theme`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('article')).toBeVisible();
        // Wait for the header widgets (remotes) so the whole page is checked.
        await expect(page.getByRole('banner').locator('[aria-busy="true"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  }
});
