import { expect, test } from './test';

test.describe('shell layout', () => {
  test('desktop (1440): title and breadcrumb, Home first and the last crumb bold; no back arrow', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/faq');
    const header = page.getByRole('banner');
    const crumbs = header.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.locator('strong')).toHaveText('FAQ');
    await expect(header.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Racing or Sports' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('is powered by');
  });

  test('mobile (375): a back arrow to the previous page instead of the breadcrumb; the menu drawer has the sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about-us');
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);

    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Wagering rules' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer).toHaveCount(0);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('mobile search finds a sport and closes on the way there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.getByLabel('Search meetings, runners, teams and sports').fill('tenn');
    await search.getByRole('link', { name: 'Tennis', exact: true }).click();
    await expect(page).toHaveURL(/\/tennis$/);
    await expect(search).toHaveCount(0);
  });

  test('the support card and the "Chat with Expert" tab open the chat window', async ({ page }) => {
    await page.goto('/about-us');
    const card = page.getByRole('region', { name: 'Support' });
    await expect(card.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', '/contact-us');
    await expect(card.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
    // Promotions is for logged-in punters only.
    await expect(card.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Live Chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with Expert' });
    await chat.getByLabel('Message').fill('How do I deposit?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat).toContainText('How do I deposit?');
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: 'Chat with Expert' })).toBeVisible();
  });

  test("Home loads no content page's text; a move to one from Home's footer shows it (issue 35)", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const complaintsText = 'We acknowledge your complaint within two business days';
    const withText = (await Promise.all(scripts)).filter((body) => body.includes(complaintsText));
    expect(withText.map((body) => body.slice(0, 80))).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints' }).click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByRole('main').getByText(complaintsText)).toBeVisible();
  });

  test('keyboard reaches the main navigation', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Racing or Sports' })).toBeVisible();
    const reached = new Set<string>();
    for (let i = 0; i < 12 && !reached.has('Racing'); i += 1) {
      await page.keyboard.press('Tab');
      reached.add((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '');
    }
    expect(reached).toContain('Racing');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/racing$/);
  });

  for (const { route, width, height } of [
    { route: '/about-us', width: 1440, height: 900 },
    { route: '/', width: 1440, height: 900 },
    { route: '/', width: 412, height: 823 },
  ]) {
    test(`${route} does not shift while the remotes load at ${width} px (CLS < 0.02)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      // A phone-class CPU, so the remotes and their data arrive one by one as they would for a punter.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      if (route === '/') await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.02);
    });
  }

  test("the first HTML paints the layout and Home's hero before any script file loads", async ({ page }) => {
    // No script file ever arrives: what shows is the HTML's own paint.
    await page.route(/\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Racing and sports, live' })).toBeVisible();
    await expect(page.getByText('gamble responsibly')).toBeVisible();
    // The header the server rendered, with the brand's logo (the header for this width; the other is hidden by CSS).
    await expect(page.getByRole('banner').getByRole('img', { name: 'Aurora Bet' })).toBeVisible();
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'Racing and sports, live' })).toBeHidden();
  });
});
