import { expect, test } from './test';
import AxeBuilder from '@axe-core/playwright';
import { betFiveOnRunnerOne, closeSlip, settleRace } from './feed-control';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';

/*
 * The spending picture over the real API: a punter has $50 paid in, bets $5 at 4.00 on a race of the controlled feed,
 * the race is run and the bet wins $20; the activity statement's "Your spending" shows this month's figures in its
 * table, beside a chart named for screen readers.
 */
test('a punter who deposits and bets sees this month’s deposits, stakes, returns and result on the activity statement @phone', async ({
  page,
  request,
}, testInfo) => {
  const { race, punter, slip } = await betFiveOnRunnerOne(page, request, testInfo, 'spending', 'spending');
  await expect(slip.getByRole('status', { name: 'Bet placed' })).toBeVisible();
  await closeSlip(page);
  await settleRace(request, race, [1, 2, 3]);
  // Settlement pays in the background; the page is opened once the win is on the ledger.
  await expect
    .poll(async () => {
      const res = await request.get('/v1/responsible-gambling/spending-summary', {
        headers: { Authorization: `Bearer ${punter.access_token}` },
      });
      return ((await res.json()) as { months: { returns_cents: number }[] }).months.at(-1)?.returns_cents;
    })
    .toBe(2000);

  await page.goto('/profile?tab=statement');
  const spending = page.getByRole('region', { name: 'Your spending' });
  await expect(spending.getByRole('img', { name: /^Deposits, stakes, returns and result for / })).toBeVisible();
  const table = spending.getByRole('region', { name: 'Spending per month' });
  const thisMonth = table.getByRole('row').last();
  await expect(thisMonth.getByRole('cell')).toHaveText(['$50.00', '$5.00', '$20.00', '$15.00']);
  await expect(spending.getByText('You have no deposit limit set.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(7);
  await spending.getByLabel('Months shown').selectOption('12');
  await expect(table.getByRole('row')).toHaveCount(13);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

for (const width of [360, 1440])
  test.describe(`the spending picture at ${width} px (issue 36 item 7)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('is reached by its name from Responsible gambling and from the account menu, and its table fits', async ({
      page,
      request,
    }) => {
      const punter = await verifiedPunterViaApi(request, `spending-${width}`, { depositDollars: 1000 });
      await page.goto('/responsible-gambling');
      await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
      await page.getByRole('link', { name: 'See your spending' }).click();
      const spending = page.getByRole('region', { name: 'Your spending' });
      const table = spending.getByRole('region', { name: 'Spending per month' });
      await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('$1,000.00', {
        timeout: 30_000,
      });
      // Every column in view: the table does not scroll sideways inside its box, its last column ends in the box.
      expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      const region = (await table.boundingBox())!;
      for (const cell of [table.getByRole('columnheader', { name: 'Result' }), table.getByRole('cell').last()]) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(region.x + region.width, width));
      }

      await page.goto('/about-us');
      await accountMenu(page).click();
      await page.getByRole('link', { name: 'Your Spending' }).click();
      await expect(spending.getByRole('img', { name: /^Deposits, stakes, returns and result for / })).toBeVisible();
    });
  });
