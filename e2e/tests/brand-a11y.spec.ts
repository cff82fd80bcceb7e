import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { ACCOUNT_ROUTES, openRoute, PUBLIC_ROUTES } from './site-routes';

/*
 * Every route, whole page (shell and remotes), in the light and the dark theme, for the brand this deploy was built
 * for: the default brand in `npm test` with every axe rule; each of the others in `scripts/brand-a11y.mjs` (one shell
 * build and one run per brand) with the rules a brand can change.
 */
const BRAND = process.env.BRAND ?? 'aurora';
/**
 * The rules whose outcome a brand can change: its palette (contrast, links told apart from text), its logos
 * (image names). Everything else is the same markup for every brand, checked with every rule on the default brand.
 */
const BRAND_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];
const rules = process.env.BRAND_A11Y_RULES === 'brand' ? BRAND_RULES : undefined;

const themeToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

/** The route in the light theme, then (same visit, the header's toggle) in the dark one. */
async function violationsOn(page: Page, path: string) {
  // The theme the server renders a page in is the punter's choice, in the `theme` cookie the toggle sets.
  await page.context().addCookies([{ name: 'theme', value: 'light', url: test.info().project.use.baseURL! }]);
  await openRoute(page, path);
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await themeToggle(page).click();
      await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true');
    }
    const axe = new AxeBuilder({ page });
    const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
    found.push(
      ...violations.map((v) => `${path} ${mode}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    );
  }
  return found;
}

test.describe(`${BRAND}, light and dark: no axe-core violations on any route`, () => {
  // The three parts share nothing: two workers run them side by side.
  test.describe.configure({ mode: 'parallel' });
  // Each visit starts light (the toggle's choice is remembered for the next page: stored, and in the theme cookie).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('wagering-theme-mode', 'light'));
  });

  // Two halves, so two workers share the public routes (the racing pages are the heaviest).
  const half = Math.ceil(PUBLIC_ROUTES.length / 2);
  for (const [part, routes] of [
    ['first', PUBLIC_ROUTES.slice(0, half)],
    ['second', PUBLIC_ROUTES.slice(half)],
  ] as const) {
    test(`${BRAND}: every public route (${part} half)`, async ({ page }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      for (const path of routes) found.push(...(await violationsOn(page, path)));
      expect(found).toEqual([]);
    });
  }

  test(`${BRAND}: every account route of a verified punter`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const punter = await verifiedPunterViaApi(request, `a11y-${BRAND}`, { depositDollars: 20 });
    await page.goto('/about-us');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const found: string[] = [];
    for (const path of ACCOUNT_ROUTES) found.push(...(await violationsOn(page, path)));
    expect(found).toEqual([]);
  });
});
