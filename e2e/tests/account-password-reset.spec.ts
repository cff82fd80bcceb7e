import { expect, test, type APIRequestContext } from './test';
import newPunter from '../fixtures/new-punter.json' with { type: 'json' };
import { accountMenu, loginViaModal, registerViaApi } from './account-helpers';

const INVALID_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** Asks for a reset as the forgot-password form does, and reads the mailed link from the sandbox outbox. */
async function mailedResetLink(request: APIRequestContext, email: string, dob: string) {
  const [year, month, day] = dob.split('-');
  const asked = await request.post('/v1/auth/recover-password', {
    data: {
      user_id: email,
      first_name: newPunter.first_name,
      last_name: newPunter.last_name,
      dob: `${day}-${month}-${year}`,
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { data } = (await (await request.get('/v1/dev/outbox')).json()) as {
    data: { to_email: string; body: string }[];
  };
  const mail = data.find((m) => m.to_email === email);
  expect(mail, 'the reset mail').toBeDefined();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
  return url.pathname + url.search;
}

test.describe('Password reset', () => {
  test('@phone the mailed link sets a new password with the spec rules, ends other sessions and cannot be used twice', async ({
    page,
    request,
  }) => {
    const punter = await registerViaApi(request, 'resetting');
    const details = await request.get('/v1/clients/details', {
      headers: { Authorization: `Bearer ${punter.access_token}` },
    });
    const { date_of_birth } = (await details.json()) as { date_of_birth: string };
    const link = await mailedResetLink(request, punter.email, date_of_birth.slice(0, 10));
    expect(link).toMatch(/^\/reset-password\?token=/);

    await page.goto(link);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByRole('button', { name: 'Set New Password' }).click();
    await expect(form.getByText('New password is required')).toBeVisible();
    await expect(form.getByText('Confirm password is required')).toBeVisible();
    await form.getByLabel(/^New password/).fill('short1');
    await form.getByLabel(/^Confirm password/).fill('different1');
    await form.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      form.getByText('Password must be 8-64 characters with at least one letter and one number'),
    ).toBeVisible();
    await expect(form.getByText('Passwords must match')).toBeVisible();

    await form.getByLabel(/^New password/).fill('Fresh4Start');
    await form.getByLabel(/^Confirm password/).fill('Fresh4Start');
    await form.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed. You can now log in.' }),
    ).toBeVisible();

    // The session opened before the reset (another device) has ended.
    const stale = await request.get('/v1/clients/details', {
      headers: { Authorization: `Bearer ${punter.access_token}` },
    });
    expect(stale.status()).toBe(401);

    // The same link again: refused with a clear message and a way to ask for a new one.
    await page.goto(link);
    await form.getByLabel(/^New password/).fill('Another5Go');
    await form.getByLabel(/^Confirm password/).fill('Another5Go');
    await form.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Login Details ?' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The new password logs in; the old one no longer does.
    const dialog = await loginViaModal(page, punter.email, 'Fresh4Start');
    await expect(dialog).toBeHidden();
    await expect(accountMenu(page)).toContainText('$');
  });

  test('@phone a link without its token says so and offers a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText('The reset link is missing its token');
    await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeDisabled();
  });
});
