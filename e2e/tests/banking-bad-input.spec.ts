import { expect, test } from '@playwright/test';
import { loginViaModal, registerViaApi, verifiedPunterViaApi } from './account-helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const NOT_AN_ID = 'The ID must be a JPEG, PNG, WebP or PDF file';

test.describe('Bad input in banking and accounts', () => {
  test('@phone an expired card is refused and past years are not offered; a huge card deposit says the most it takes', async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'expired-card');
    await page.goto('/deposit');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const form = page.getByRole('form', { name: 'Deposit with a new debit card' });
    const now = new Date();
    const years = await form
      .getByLabel(/^Expiry year/)
      .locator('option')
      .allTextContents();
    expect(years.filter((y) => /^\d{4}$/.test(y)).every((y) => Number(y) >= now.getFullYear())).toBe(true);

    await form.getByLabel(/^Name on card/).fill('Tess Tester');
    await form.getByLabel(/^Card number/).fill('4111 1111 1111 1111');
    await form.getByLabel(/^CVV/).fill('123');
    await form.getByLabel(/^Amount/).fill('50000');
    if (now.getMonth() > 0) {
      // Last month of this year: the year is offered, the card is still refused.
      await form.getByLabel(/^Expiry month/).selectOption(String(now.getMonth()));
      await form.getByLabel(/^Expiry year/).selectOption(String(now.getFullYear()));
      await form.getByRole('button', { name: 'Deposit' }).click();
      await expect(form.getByText('This card has expired. Please use a card that is still valid.')).toBeVisible();
    }
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByText('Amount must be at most $10,000')).toBeVisible();
  });

  test('@phone the bank-transfer reference fits Australian banks; a longer one typed in is refused', async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'eft-reference');
    await page.goto('/deposit');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await page.getByRole('tab', { name: 'Bank transfer' }).click();
    const reference = page.getByRole('definition').filter({ hasText: /^W[0-9A-F]{12}$/ });
    await expect(reference).toBeVisible();
    expect((await reference.textContent())!.length).toBeLessThanOrEqual(18);

    const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Send notification' }) });
    if (await form.isVisible()) {
      await form.getByLabel(/^Amount/).fill('50');
      await form.getByLabel(/^Date paid/).fill('2026-11-20');
      await form.getByLabel(/^Transfer reference/).fill('A-REFERENCE-TOO-LONG-FOR-A-BANK');
      await form.getByRole('button', { name: 'Send notification' }).click();
      await expect(form.getByText('A bank transfer reference has at most 18 characters')).toBeVisible();
    }
  });

  test('@phone the ID upload takes real images or PDFs by their content, and a pending one can be replaced', async ({
    page,
    request,
  }) => {
    const punter = await registerViaApi(request, 'id-content');
    await page.goto('/profile/verification');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const upload = page.getByRole('form', { name: 'Upload your ID' });
    await upload
      .getByLabel(/ID document/)
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await upload.getByRole('button', { name: 'Upload ID' }).click();
    await expect(upload.getByRole('alert')).toHaveText(NOT_AN_ID);

    await upload.getByLabel(/ID document/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Upload ID' }).click();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();

    const replace = page.getByRole('form', { name: 'Replace your ID' });
    await replace
      .getByLabel(/ID document/)
      .setInputFiles({ name: 'passport', mimeType: 'application/octet-stream', buffer: Buffer.from('%PDF-1.7\n') });
    await replace.getByRole('button', { name: 'Replace ID' }).click();
    await expect(replace.getByRole('status')).toContainText('Your ID has been uploaded');
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  });

  test('@phone a phone number typed with spaces keeps all its digits', async ({ page, request }) => {
    const punter = await registerViaApi(request, 'phone-spaces');
    await page.goto('/profile');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const form = page.getByRole('form', { name: 'Edit details' });
    await form.getByLabel(/^Mobile number/).fill('0413 572 986');
    await expect(form.getByLabel(/^Mobile number/)).toHaveValue('0413 572 986');
    await form.getByRole('button', { name: 'Save Details' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /saved|updated/i })
        .first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Edit details' }).getByLabel(/^Mobile number/)).toHaveValue(
      '0413572986',
    );
  });
});
