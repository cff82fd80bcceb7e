import { expect, test } from './test';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';

test('a deposit limit set on the profile refuses a larger deposit', async ({ page, request }) => {
  // Deposits need a verified identity.
  const punter = await verifiedPunterViaApi(request, 'limits');

  await page.goto('/profile?tab=deposit-limits');
  await loginViaModal(page, punter.email, punter.password);
  await expect(page.getByRole('tab', { name: 'Deposit Limits', selected: true })).toBeVisible();
  await expect(page.getByLabel('Your deposit limit')).toContainText('No limit set');
  await page.getByLabel('Deposit limit ($)').fill('50');
  await page.getByLabel('Deposit period').selectOption({ label: 'Daily' });
  await page.getByRole('button', { name: 'Set Deposit Limit' }).click();
  await expect(page.getByRole('form', { name: 'Set deposit limit' }).getByRole('status')).toContainText(
    'deposit limit',
  );
  await expect(page.getByLabel('Your deposit limit')).toContainText('$50.00 Daily');

  // The deposit screens belong to mfe-banking; the refusal is asserted on the API with the page's own session token.
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
  const bearer = { Authorization: `Bearer ${token}` };
  const card = await request.post('/v1/banking/credit-cards', {
    headers: bearer,
    data: {
      card_holder_name: 'Tess Tester',
      card_number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
      credit_card_type: 'debit',
      bank_name: 'Commonwealth Bank',
    },
  });
  expect(card.status(), await card.text()).toBe(200);
  const cards = (await (await request.get('/v1/banking/credit-cards', { headers: bearer })).json()) as {
    data: { card_id: number | string }[];
  };
  const deposit = await request.post('/v1/banking/sandbox-three-ds/deposit', {
    headers: bearer,
    data: { account: String(cards.data[0].card_id), ccv: '123', amount: 100 },
  });
  expect(deposit.status()).toBe(400);
  expect(((await deposit.json()) as { code?: string }).code).toBe('deposit-limit');
});
