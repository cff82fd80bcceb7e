import { expect, test } from './test';
import AxeBuilder from '@axe-core/playwright';
import { loginViaModal, registerViaApi, verifiedPunterViaApi } from './account-helpers';
import { cashCents } from './feed-control';

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

  test('@phone a large card deposit asks first: Escape or Cancel pays nothing, Confirm pays it once', async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'large-deposit');
    await page.goto('/deposit');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const form = page.getByRole('form', { name: 'Deposit with a new debit card' });
    await form.getByLabel(/^Name on card/).fill('Tess Tester');
    // The sandbox's frictionless card: the bank approves without a challenge.
    await form.getByLabel(/^Card number/).fill('4111 1111 1111 1111');
    await form.getByLabel(/^Expiry month/).selectOption('12');
    await form.getByLabel(/^Expiry year/).selectOption('2030');
    await form.getByLabel(/^CVV/).fill('123');
    await form.getByLabel(/^Card type/).selectOption('debit');
    await form.getByLabel(/^Bank/).selectOption('Westpac');
    await form.getByLabel(/^Amount/).fill('2500');
    const deposit = form.getByRole('button', { name: 'Deposit', exact: true });
    await deposit.click();
    const question = form.getByRole('alertdialog', { name: 'You are about to deposit $2,500.00. Confirm?' });
    await expect(question.getByRole('button', { name: 'Confirm deposit' })).toBeFocused();
    const { violations } = await new AxeBuilder({ page }).include('[data-remote="banking"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await deposit.click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect(await cashCents(request, punter.access_token)).toBe(0);

    await deposit.click();
    await question.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your deposit of $2,500.00 was successful.' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect.poll(() => cashCents(request, punter.access_token)).toBe(250_000);
  });

  test('@phone a large deposit limit asks first; one over the most a limit takes is refused in words', async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'large-limit');
    await page.goto('/profile?tab=deposit-limits');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const form = page.getByRole('form', { name: 'Set deposit limit' });
    await form.getByLabel('Deposit limit ($)').fill('2000000');
    await form.getByLabel('Deposit period').selectOption({ label: 'Weekly' });
    await form.getByRole('button', { name: 'Set Deposit Limit' }).click();
    await expect(form.getByText('Deposit limit must be at most $1,000,000')).toBeVisible();
    await expect(form.getByRole('alertdialog')).toHaveCount(0);

    await form.getByLabel('Deposit limit ($)').fill('5000');
    await form.getByRole('button', { name: 'Set Deposit Limit' }).click();
    const question = form.getByRole('alertdialog', {
      name: 'You are about to set a weekly deposit limit of $5,000.00. Confirm?',
    });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByLabel('Your deposit limit')).toContainText('No limit set');
    await form.getByRole('button', { name: 'Set Deposit Limit' }).click();
    await question.getByRole('button', { name: 'Confirm limit' }).click();
    await expect(form.getByRole('status')).toContainText('deposit limit');
    await expect(page.getByLabel('Your deposit limit')).toContainText('$5,000.00 Weekly');
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

    // A brand that credits transfers automatically has the notification one step away; the form is always reachable.
    const tell = page.getByRole('button', { name: 'Tell us about a transfer' });
    if (await tell.isVisible()) await tell.click();
    const form = page.getByRole('form', { name: 'Tell us about your bank transfer' });
    await expect(form).toBeVisible();
    await form.getByLabel(/^Amount/).fill('50');
    await form.getByLabel(/^Date paid/).fill('2026-11-20');
    await form.getByLabel(/^Transfer reference/).fill('A-REFERENCE-TOO-LONG-FOR-A-BANK');
    await form.getByRole('button', { name: 'Send notification' }).click();
    await expect(form.getByText('A bank transfer reference has at most 18 characters')).toBeVisible();
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
