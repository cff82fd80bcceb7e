import { expect, test, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';
import { verifiedPunterViaApi } from './account-helpers';

/** Logs in through the header's Login modal. */
async function login(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username/Email').fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The cash balance the account menu shows, in cents. */
async function balanceCents(page: Page) {
  const text = await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .textContent();
  const dollars = /\$([\d,]+\.\d\d)/.exec(text ?? '')?.[1];
  expect(dollars, `a balance in "${text}"`).toBeDefined();
  return Math.round(Number(dollars!.replace(/,/g, '')) * 100);
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

test.describe('banking', () => {
  test('a verified punter deposits with a test card through 3-D Secure and sees the balance rise', async ({
    page,
    request,
  }) => {
    // A punter of this test's own, so no other suite's bets move the balance under the check.
    const punter = await verifiedPunterViaApi(request, 'deposit');
    await page.goto('/deposit');
    await login(page, punter.email, punter.password);
    await expect.poll(() => balanceCents(page)).toBe(0);

    const form = page.getByRole('form', { name: 'Deposit with a new debit card' });
    await form.getByLabel('Name on card').fill('Pat Punter');
    // The sandbox's challenge card: the bank asks the punter to approve the payment.
    await form.getByLabel('Card number').fill('4000 0000 0000 3220');
    await form.getByLabel('Expiry month').selectOption('12');
    await form.getByLabel('Expiry year').selectOption('2030');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('Card type').selectOption('debit');
    await form.getByLabel('Bank').selectOption('Westpac');
    await form.getByLabel('Amount ($)').fill('125');
    await form.getByRole('button', { name: 'Deposit' }).click();

    const bank = page.frameLocator('iframe[title="Your bank\'s security check"]');
    await bank.getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your deposit of $125.00 was successful.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => balanceCents(page)).toBe(12_500);
    // The card number never reaches the browser's storage.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain('4000000000003220');
    expect(stored).not.toContain('4000 0000 0000 3220');
  });

  test('a withdrawal request appears among the pending withdrawals and can be cancelled', async ({ page, request }) => {
    const punter = await verifiedPunterViaApi(request, 'withdraw', { depositDollars: 100 });
    await page.goto('/withdraw');
    await login(page, punter.email, punter.password);

    const accountNumber = String(Date.now()).slice(-8);
    const add = page.getByRole('form', { name: 'Add a bank account' });
    await add.getByLabel('Bank').selectOption('ANZ');
    // In the punter's own name (the registration fixture's): withdrawals go nowhere else.
    await add.getByLabel('Account name').fill('Tess Tester');
    await add.getByLabel('BSB').fill('12-3456');
    await add.getByLabel('Account number').fill(accountNumber);
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect(add.getByText('Enter 6 digits or 123-456 format')).toBeVisible();
    await add.getByLabel('BSB').fill('123-456');
    await add.getByRole('button', { name: 'Add bank account' }).click();

    const withdraw = page.getByRole('form', { name: 'Withdraw' });
    const account = `ANZ - Tess Tester - BSB 123-456 - Acc ****${accountNumber.slice(-4)}`;
    await expect(withdraw.getByRole('option', { name: account })).toBeAttached();
    await withdraw.getByLabel('Bank account').selectOption({ label: account });
    const cents = 1000 + (Date.now() % 900);
    await withdraw.getByLabel('Amount ($)').fill((cents / 100).toFixed(2));
    await withdraw.getByLabel(/^Password/).fill(punter.password);
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(withdraw.getByRole('status')).toHaveText(`Your withdrawal of ${money(cents)} is pending.`);

    const pending = page.getByRole('list', { name: 'Pending withdrawals' });
    await pending.getByRole('button', { name: `Cancel withdrawal of ${money(cents)}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Password/).fill(punter.password);
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Cancel withdrawal of ${money(cents)}` })).toHaveCount(0);
  });

  test('an unverified punter sees the unverified-account error instead of the deposit form', async ({ page }) => {
    await page.goto('/deposit');
    await login(page, 'newbie', 'Newbie123');
    await page
      .getByRole('dialog', { name: 'Your account is not verified' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your account is not verified yet.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify Account' })).toHaveAttribute('href', '/profile/verification');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`/deposit has no axe-core violations in the ${mode} theme`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
      await page.goto('/deposit');
      await login(page, 'punter', 'Punter123');
      await expect(page.getByLabel('Card number')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('[data-remote="banking"]').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
