import { expect, test } from './test';
import { loginViaModal, registerViaApi } from './account-helpers';

test('a punter edits their details on the profile with the registration rules, and the change is kept', async ({
  page,
  request,
}) => {
  const punter = await registerViaApi(request, 'details');
  await page.goto('/profile?tab=details');
  await loginViaModal(page, punter.email, punter.password);
  const form = page.getByRole('form', { name: 'Edit details' });
  await expect(form.getByLabel('Street name')).toHaveValue('Racecourse');

  // The street number rule from registration applies here too, with its message under the field.
  await form.getByLabel('Street number').fill('A1');
  await form.getByRole('button', { name: 'Save Details' }).click();
  await expect(form.getByText('Street number must start with a digit')).toBeVisible();

  await form.getByLabel('Street number').fill('12');
  await form.getByLabel('Middle name').fill('Jane');
  await form.getByRole('button', { name: 'Save Details' }).click();
  await expect(form.getByRole('status')).toContainText('Your details have been saved.');

  await page.reload();
  await expect(page.getByLabel('Your details')).toContainText('Tess Jane Tester');
  await expect(page.getByRole('form', { name: 'Edit details' }).getByLabel('Street number')).toHaveValue('12');
});
