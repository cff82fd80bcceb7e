import { expect, test } from './test';
import { accountMenu, loginViaModal, logoutViaMenu, registerViaApi } from './account-helpers';

/** Everything a script on the page can read: its cookies and both storages. */
const scriptReadable = () =>
  document.cookie + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });

test.describe('The session cookie', () => {
  test('@phone no script can read the session token; the punter stays logged in across a reload; logout ends the session', async ({
    page,
    context,
    request,
  }) => {
    // A punter of this test's own: its logout ends every session of the punter.
    const punter = await registerViaApi(request, 'cookie');
    await page.goto('/about-us');
    await loginViaModal(page, punter.email, punter.password);
    await expect(accountMenu(page)).toContainText('$');

    const session = (await context.cookies()).find((c) => c.name === 'accessToken');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Without Remember me it is a browser-session cookie.
    expect(session!.expires).toBe(-1);
    const token = session!.value;
    expect(token.split('.')).toHaveLength(3);
    expect(await page.evaluate(scriptReadable)).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).toMatch(/csrfToken=/);

    await page.reload();
    await expect(accountMenu(page)).toContainText('$');
    expect(await page.evaluate(scriptReadable)).not.toContain(token);

    // A write from the page (the logout) passes the server's CSRF check and expires the cookie.
    await logoutViaMenu(page);
    expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
    const after = await request.get('/v1/clients/state', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a write with the cookie but without the page’s CSRF token is refused', async ({ page, context }) => {
    await page.goto('/about-us');
    await loginViaModal(page, 'punter', 'Punter123');
    await expect(accountMenu(page)).toContainText('$');
    // The browser sends the cookie by itself; a page that cannot read the CSRF token cannot send it.
    const forged = await page.evaluate(async () => {
      const res = await fetch('/v1/auth/logout', { method: 'POST' });
      return { status: res.status, body: await res.json() };
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toMatch(/did not come from our site/);
    expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeDefined();
  });
});
