import { expect, test } from './test';
import { accountMenu, loginViaModal, logoutViaMenu, registerViaApi } from './account-helpers';

const RECOVERY_SUCCESS = 'Password reset instructions have been sent to your email address. Please check your inbox.';
const YEAR_S = 365 * 24 * 60 * 60;

test.describe('Session', () => {
  test('a failed login shows the server message; login with Remember me keeps the accessToken cookie a year; logout clears it', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us');
    const dialog = await loginViaModal(page, 'punter', 'NotMyPassword1');
    await expect(dialog.getByRole('alert').first()).toContainText('incorrect');
    await expect(dialog.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(/^Password/).fill('Punter123');
    await dialog.getByRole('switch', { name: 'Remember me' }).click();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(accountMenu(page)).toContainText('$');

    const cookie = (await context.cookies()).find((c) => c.name === 'accessToken');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + YEAR_S - 60);
    await page.reload();
    await expect(accountMenu(page)).toBeVisible();

    await logoutViaMenu(page);
    expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  });

  test('Forgot Login Details: success text, then the server message on error; Need Further Help? goes to contact-us', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Forgot your login details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Login Details ?' });
    await expect(dialog.getByText(/is powered by/)).toBeVisible();

    const fill = async () => {
      await dialog.getByLabel('Username/Email').fill('punter');
      await dialog.getByLabel('First name').fill('Pat');
      await dialog.getByLabel('Last name').fill('Punter');
      await dialog.getByLabel('Day').click();
      await page.keyboard.type('17051990');
    };
    await fill();
    await dialog.getByRole('button', { name: 'Recover Password' }).click();
    await expect(dialog.getByRole('status')).toHaveText(RECOVERY_SUCCESS);
    // After each submission the form is reset.
    await expect(dialog.getByLabel('Username/Email')).toHaveValue('');

    // The real server only refuses malformed requests (which the form never sends), so its refusal is simulated here.
    await page.route('**/v1/auth/recover-password', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Password recovery is unavailable right now.', errors: {} }),
      }),
    );
    await fill();
    await dialog.getByRole('button', { name: 'Recover Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password recovery is unavailable right now.');

    await dialog.getByRole('button', { name: 'Need Further Help?' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('a punter who self-excludes is logged out and refused at login', async ({ page, request }) => {
    const punter = await registerViaApi(request, 'excluding');
    await page.goto('/self-exclusion');
    await loginViaModal(page, punter.email, punter.password);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Self Exclusion' })).toBeVisible();

    await page.getByRole('button', { name: /Exclude me until/ }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
    await page.getByRole('button', { name: day }).click();
    await page.getByLabel('Current password').fill(punter.password);
    await page.getByRole('button', { name: 'Self Exclude' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm self exclusion' })
      .getByRole('button', { name: 'Yes, exclude me' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    const dialog = await loginViaModal(page, punter.email, punter.password);
    await expect(dialog.getByRole('alert')).toContainText(/exclu/i);
  });
});
