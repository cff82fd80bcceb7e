import { expect, test } from './test';

// Issue 36 item 9: Home read without script showed no Login or Join in the header (the account menu is the account
// remote's widget, which only a browser with script loads). The server's header now holds plain links to them.

test.describe('the header without script', () => {
  test.use({ javaScriptEnabled: false });

  test('@phone Home offers Login and Join as links that lead somewhere', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login', exact: true });
    const join = header.getByRole('link', { name: 'Join', exact: true });
    await expect(login).toBeVisible();
    await expect(join).toBeVisible();
    await expect(login).toHaveAttribute('href', '/profile');
    await expect(join).toHaveAttribute('href', '/register');
    // Inside the header, beside the Racing and Sports switch: nothing sticks out of the page.
    const box = (await join.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await join.click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('the header with script', () => {
  test('@phone hydration keeps the server header as it is, and the account menu takes the links place', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text()))
        problems.push(message.text());
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    // The links are drawn only without script: never beside the live account menu.
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
