import { expect, test, type Locator, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';
import { accountMenu } from './account-helpers';
import { betFiveOnRunnerOne, closeSlip, expectCash, jumpRace, setPrice } from './feed-control';

/*
 * Cash out over the real API on a race of the controlled feed: $5 on runner 1 at 4.00 is offered its value at the
 * price now less the 5% margin (docs/SPEC-CHOICES.md "Cash out"), on the slip's receipt and in My Bets; each pushed
 * price moves the offer; a price that moves while the punter confirms is asked again at the new offer; the accepted
 * offer is paid to the balance and the bet shows Cashed out.
 */

async function openMyBets(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My Bets' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'My Bets', level: 1 })).toBeVisible();
}

const cashOutButton = (scope: Locator) => scope.getByRole('button', { name: /^Cash out \$/ });

test('a pending bet is offered cash out that follows the price, asks again when it moved, and pays the offer @phone', async ({
  page,
  request,
}, testInfo) => {
  const { race, punter, slip } = await betFiveOnRunnerOne(page, request, testInfo, 'cash-out', 'cashout');
  const placed = slip.getByRole('status', { name: 'Bet placed' });
  await expect(placed).toContainText(/Ticket No\. \S+/);
  // The receipt names the ticket in bold (the list item also holds the cash out button).
  const ticket = (await placed.getByRole('listitem').first().locator('strong').textContent())!;
  await expectCash(request, punter, 4_500);

  // On the receipt: $5 at 4.00, still 4.00: $5.00 less 5%.
  await expect(cashOutButton(placed)).toHaveText('Cash out $4.75');
  // The price drifts to 5.00: worth 4/5 of $5, less 5%.
  await setPrice(request, race, 1, 5);
  await expect(cashOutButton(placed)).toHaveText('Cash out $3.80');
  await closeSlip(page);

  await openMyBets(page);
  const card = page.getByRole('article', { name: `Ticket No. ${ticket}` });
  await expect(cashOutButton(card)).toHaveText('Cash out $3.80');
  // It shortens to 2.50: worth 4/2.5 of $5 = $8.00, less 5%.
  await setPrice(request, race, 1, 2.5);
  await expect(cashOutButton(card)).toHaveText('Cash out $7.60');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await cashOutButton(card).click();
  const confirm = card.getByRole('group', { name: `Cash out ticket ${ticket}` });
  await expect(confirm).toContainText('Cash out this bet for $7.60?');
  await expect(confirm.getByRole('button', { name: 'Confirm cash out $7.60' })).toBeFocused();
  // The price moves while the punter reads: the server prices the bet again and asks at the new offer ($10 less 5%).
  await setPrice(request, race, 1, 2);
  await confirm.getByRole('button', { name: 'Confirm cash out $7.60' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'The cash out offer has changed to $9.50. Do you want to cash out for the new amount?',
  );
  await expectCash(request, punter, 4_500);
  await confirm.getByRole('button', { name: 'Confirm cash out $9.50' }).click();

  // Paid once: the balance takes the offer, the bet leaves the pending list and shows Cashed out with its amount.
  await expectCash(request, punter, 4_500 + 950);
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: 'Settled' }).click();
  const settled = page.getByRole('article', { name: `Ticket No. ${ticket}` });
  await expect(settled.getByText('Cashed out', { exact: true })).toBeVisible();
  await expect(settled.getByRole('definition').filter({ hasText: '$' }).last()).toHaveText('$9.50');
  await expect(cashOutButton(settled)).toHaveCount(0);
});

test('cash out is suspended, with its reason, once the race jumps @phone', async ({ page, request }, testInfo) => {
  const { race, slip } = await betFiveOnRunnerOne(page, request, testInfo, 'cash-out-suspended', 'cashoutjump');
  const placed = slip.getByRole('status', { name: 'Bet placed' });
  const ticket = (await placed.getByRole('listitem').first().locator('strong').textContent())!;
  await closeSlip(page);
  await openMyBets(page);
  const card = page.getByRole('article', { name: `Ticket No. ${ticket}` });
  await expect(cashOutButton(card)).toHaveText('Cash out $4.75');

  // The race's status is pushed; the offer is asked for again and is suspended, the button saying why.
  await jumpRace(request, race);
  const suspended = card.getByRole('button', { name: 'Cash out suspended' });
  await expect(suspended).toBeDisabled();
  await expect(suspended).toHaveAccessibleDescription('Cash out is suspended: a race in this bet has jumped');
});
