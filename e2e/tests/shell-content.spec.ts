import { expect, test } from './test';
import { getBrand } from '@wagering/brands';

// The brand this deploy was built for (scripts/brand-a11y.mjs sets BRAND for each one).
const brand = getBrand(process.env.BRAND ?? 'aurora');

test.describe('Content a punter and a regulator expect', () => {
  test("@phone Contact us gives the brand's support email, phone number and mailing address", async ({ page }) => {
    await page.goto('/contact-us');
    const contacts = page.getByRole('region', { name: `Talk to ${brand.appName}` });
    await expect(contacts.getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
    await expect(contacts.getByRole('link', { name: brand.phoneNumber })).toHaveAttribute(
      'href',
      `tel:${brand.phoneNumber.replace(/\s/g, '')}`,
    );
    await expect(contacts).toContainText(brand.mailingAddress);
    await expect(page.getByRole('region', { name: 'Complaints' })).toBeVisible();
  });

  for (const [path, headings] of [
    ['/terms-conditions', ['Your account', 'Deposits and withdrawals', 'Bets', 'Responsible gambling']],
    ['/privacy-policy', ['What we collect and why', 'Who we share it with', 'Keeping, seeing and correcting it']],
    [
      '/responsible-gambling',
      [
        'Tools in your account',
        'BetStop: the National Self-Exclusion Register',
        'Free, confidential help, 24 hours a day',
      ],
    ],
  ] as const) {
    test(`@phone ${path} has real content`, async ({ page }) => {
      await page.goto(path);
      for (const heading of headings)
        await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
      // Written for this brand: its own contacts.
      await expect(page.getByRole('main')).toContainText(brand.supportEmail);
    });
  }

  test("@phone every page's footer has the 18+ notice, a tagline, Gambling Help Online and BetStop", async ({
    page,
  }) => {
    for (const path of ['/', '/racing', '/sports', '/deposit', '/register', '/about-us']) {
      await page.goto(path);
      const safer = page.getByRole('contentinfo').getByRole('region', { name: 'Gamble responsibly' });
      await expect(safer.getByRole('img', { name: '18 plus: only adults may gamble' })).toBeVisible();
      await expect(safer.getByRole('link', { name: '1800 858 858' })).toHaveAttribute('href', 'tel:1800858858');
      await expect(safer.getByRole('link', { name: 'gamblinghelponline.org.au' })).toBeVisible();
      await expect(safer.getByRole('link', { name: 'BetStop' })).toHaveAttribute('href', 'https://www.betstop.gov.au');
      await expect(safer.locator('strong')).toHaveText(/\.|\?$/);
    }
  });

  test('@phone the brand logo is a real mark, named for the brand', async ({ page, request }) => {
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('img', { name: brand.appName });
    await expect(logo).toBeVisible();
    const svg = await (await request.get((await logo.getAttribute('src'))!)).text();
    expect(svg).toContain(`<title>${brand.appName}</title>`);
    // A drawn mark (paths or shapes beyond the tile), not a placeholder square.
    expect(svg).toMatch(/<(path|circle|ellipse|g)\b/);
  });
});
