import { expect, test, type Page } from './test';
import { accountMenu, logoutViaMenu, NEW_PASSWORD, phoneNumber, uniqueEmail } from './account-helpers';

async function fillPersonalDetails(page: Page, firstName: string) {
  await page.getByLabel('Title').selectOption('M');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Mobile number').fill(phoneNumber());
  // Focus advances from day to month to year as each box fills.
  await page.getByLabel('Day').click();
  await page.keyboard.type('17051990');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('Registration in three steps', () => {
  test('a new punter registers with address autocomplete, lands logged in, and logs out', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await fillPersonalDetails(page, 'Alex');

    await expect(page.getByRole('heading', { name: 'Account and address' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('auto'));
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('combobox', { name: 'Address' }).fill('collins melb');
    await page.getByRole('option', { name: '120 Collins Street, Melbourne VIC 3000, Australia' }).click();
    // SPEC 4 Address entry: the chosen place fills the detailed fields.
    await expect(page.getByLabel('Street number')).toHaveValue('120');
    await expect(page.getByLabel('Street name')).toHaveValue('Collins');
    await expect(page.getByLabel('Street type')).toHaveValue('ST');
    await expect(page.getByLabel('Suburb')).toHaveValue('Melbourne');
    await expect(page.getByLabel('State')).toHaveValue('VIC');
    await expect(page.getByLabel('Post code')).toHaveValue('3000');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Deposit limit and terms' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Deposit limit is required')).toBeVisible();
    await expect(page.getByText('Deposit period is required')).toBeVisible();
    await page.getByLabel('Deposit limit ($)').fill('200');
    await page.getByLabel('Limit period').selectOption({ label: 'Weekly' });
    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/profile\/verification$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    await expect(accountMenu(page)).toContainText('$0.00');
    await logoutViaMenu(page);
  });

  test('a new punter enters the address manually and opts out of a deposit limit, with the SPEC messages on the way', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Mobile number').fill('1212121212');
    await page.getByLabel('Day').click();
    await page.keyboard.type('01012020');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Phone number cannot have repeating or patterned digits')).toBeVisible();
    await expect(page.getByText('Gender is required')).toBeVisible();
    await expect(
      page.getByText(/^The date of birth field must be a date before or equal to \d{2}\/\d{2}\/\d{4}$/),
    ).toBeVisible();
    await page.getByLabel('Day').fill('');
    await page.getByLabel('Month').fill('');
    await page.getByLabel('Year').fill('');
    await fillPersonalDetails(page, 'Manny');

    await page.getByLabel('Email').fill(uniqueEmail('manual'));
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('combobox', { name: 'Address' }).fill('nowhere at all');
    await page.getByRole('option', { name: 'Enter Address Manually' }).click();
    await page.getByLabel('Street number').fill('Unit 4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('Password must be 8-64 characters with at least one letter and one number'),
    ).toBeVisible();
    await expect(page.getByText('Street number must start with a digit')).toBeVisible();
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Street number').fill('12');
    await page.getByLabel('Street name').fill('Smith');
    await page.getByLabel('Street type').selectOption({ label: 'Street' });
    await page.getByLabel('Suburb').fill('Fitzroy');
    await page.getByLabel('State').selectOption('VIC');
    await page.getByLabel('Post code').fill('3065');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('switch', { name: "I don't want to set a deposit limit" }).click();
    await expect(page.getByLabel('Deposit limit ($)')).toHaveCount(0);
    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('main').getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await logoutViaMenu(page);
  });
});
