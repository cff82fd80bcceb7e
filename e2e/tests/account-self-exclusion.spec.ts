import { expect, test } from './test';
import { loginViaModal, registerViaApi } from './account-helpers';

// An Australian punter's clock: ahead of UTC, where a date read as a UTC instant shows as the next day.
test.use({ timezoneId: 'Australia/Sydney' });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test.describe('Self exclusion', () => {
  test('@phone the date shown is the date chosen; presets fill it; a confirmation says what happens before the exclusion starts', async ({
    page,
    request,
  }) => {
    const punter = await registerViaApi(request, 'self-excluding');
    await page.goto('/self-exclusion');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();

    // A preset period fills the day (and shows it).
    await page.getByRole('group', { name: 'Exclusion period' }).getByRole('button', { name: '3 months' }).click();
    await expect(
      page.getByRole('group', { name: 'Exclusion period' }).getByRole('button', { name: '3 months' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Your last day of exclusion: /)).toBeVisible();
    await page.reload();

    // The 15th of next month, picked on the calendar, is the day shown everywhere.
    await page.getByRole('button', { name: /Exclude me until/ }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
    await page.getByRole('button', { name: iso }).click();
    await expect(page.getByText(/^Your last day of exclusion: /)).toContainText(
      `15 ${MONTHS[next.getMonth()]!.slice(0, 3)} ${next.getFullYear()}`,
    );

    await page.getByLabel('Current password').fill(punter.password);
    await page.getByRole('button', { name: 'Self Exclude' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm self exclusion' });
    await expect(confirm).toContainText('You will be logged out now.');
    await expect(confirm).toContainText(`Until the end of`);
    await expect(confirm).toContainText(`15 ${MONTHS[next.getMonth()]!.slice(0, 3)} ${next.getFullYear()}`);
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();

    await page.getByRole('button', { name: 'Self Exclude' }).click();
    await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(
      page.getByText(`You are self-excluded until 15 ${MONTHS[next.getMonth()]} ${next.getFullYear()}.`).first(),
    ).toBeVisible();
  });
});
