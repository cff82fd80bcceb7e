import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { loginViaModal } from './account-helpers';

/** Checks the account remote's part of the page: its pages, its header account menu, and its dialogs. */
async function expectNoViolations(page: Page, screen: string, scope: 'page' | 'dialog' = 'page') {
  const axe = new AxeBuilder({ page });
  const { violations } = await (
    scope === 'dialog' ? axe.include('[role="dialog"]') : axe.include('[data-remote="account"]').include('header')
  ).analyze();
  expect(violations.map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`account screens in the ${mode} theme have no axe-core violations`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
    });

    test('registration with its errors, the login modal and the forgot-password modal', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Gender is required')).toBeVisible();
      await expectNoViolations(page, 'register with errors');

      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await expectNoViolations(page, 'login modal', 'dialog');
      await page.getByRole('button', { name: 'Forgot your login details' }).click();
      await expect(page.getByRole('dialog', { name: 'Forgot Login Details ?' })).toBeVisible();
      await expectNoViolations(page, 'forgot modal', 'dialog');
    });

    test('profile with the verification banner, verification and transactions', async ({ page }) => {
      await page.goto('/profile');
      await loginViaModal(page, 'newbie', 'Newbie123');
      await expect(page.getByRole('heading', { name: 'Verify Your Account !' })).toBeVisible();
      await expect(page.getByLabel('Your details')).toBeVisible();
      await expectNoViolations(page, 'profile with verification banner');

      await page.getByRole('link', { name: 'Verify Account' }).click();
      await expect(page.getByRole('button', { name: 'Upload ID' })).toBeVisible();
      await expectNoViolations(page, 'verification');

      await page.goto('/profile?tab=transactions');
      const history = page.getByRole('region', { name: 'Transactions' });
      await expect(
        history.getByRole('table').or(history.getByText('You have no transactions for this period.')),
      ).toBeVisible();
      await expectNoViolations(page, 'transactions');
    });
  });
}
