import { expect, test, type Page } from './test';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { closeSlip, controlledRace, openSlip, pickOdds, racePath, setPrice } from './feed-control';

/*
 * What the punter reads after placing is true (issue 33 item 4): My Bets, seen before the bet and left, lists the new
 * bet when reached again by a link (no reload), and the header shows the balance after the stake. The list was cached
 * when the bet invalidated it; nothing showed it then, so it is fetched when it is shown again.
 */

async function openMyBets(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My Bets' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'My Bets', level: 1 })).toBeVisible();
}

test('after a bet from the slip, My Bets reached by the account menu lists it and the header shows the new balance @phone', async ({
  page,
  request,
}, testInfo) => {
  const race = await controlledRace(request, testInfo, 'my-bets-after-place');
  await setPrice(request, race, 1, 4);
  const punter = await verifiedPunterViaApi(request, 'afterplace', { depositDollars: 50 });
  await page.goto(racePath(race));
  await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });
  await expect(accountMenu(page)).toHaveAccessibleName(/balance \$50\.00/);

  // My Bets first: its pending list is read (empty) and kept in the page's cache.
  await openMyBets(page);
  await expect(page.getByText('You have no pending bets.')).toBeVisible();

  // Back to the race by the browser's history (no reload), and $5 on runner 1 from the slip.
  await page.goBack();
  await pickOdds(page, race, 'Fixed Win', 1);
  const slip = await openSlip(page);
  await slip.getByLabel(/^Stake on/).fill('5');
  await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
  const placed = slip.getByRole('status', { name: 'Bet placed' });
  await expect(placed).toContainText(/Ticket No\. \S+/);
  const ticket = /Ticket No\. ([A-Z0-9-]+)/.exec((await placed.getByRole('listitem').first().textContent()) ?? '')![1]!;
  await closeSlip(page);
  await expect(accountMenu(page)).toHaveAccessibleName(/balance \$45\.00/);

  // My Bets again by the account menu: the new bet, not the list from before it.
  await openMyBets(page);
  const card = page.getByRole('article', { name: `Ticket No. ${ticket}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$5.00');
  await expect(page.getByText('You have no pending bets.')).toBeHidden();
  await expect(accountMenu(page)).toHaveAccessibleName(/balance \$45\.00/);
});
