import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { closeSlip, controlledRace, openSlip, pickOdds, racePath, setPrice, settleRace } from './feed-control';

/*
 * My Bets over the real API: a punter places a bet on a race of the controlled feed (feed-control.ts: one of
 * tomorrow's races, which only moves when the test moves it), sees it pending, the race is run, settlement pays it, and
 * the page shows it settled with its return.
 */

async function openMyBets(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My Bets' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'My Bets', level: 1 })).toBeVisible();
}

/** The punter's settled bet straight from the API, to compare with what the page shows. */
async function settledBet(request: APIRequestContext, token: string, ticket: string) {
  const response = await request.get('/v1/betting/bets?status=settled', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { bets: { ticket_number: string; return_cents: number }[] } };
  return data.bets.find((b) => b.ticket_number === ticket);
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('My Bets', () => {
  test('a bet placed on a race shows as pending in My Bets, then as settled with its return once the race is run @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'my-bets');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'mybets', { depositDollars: 50 });
    await page.goto(racePath(race));
    await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });
    await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    await slip.getByLabel(/^Stake on/).fill('5');
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    const placed = slip.getByRole('status', { name: 'Bet placed' });
    await expect(placed).toContainText(/Ticket No\. \S+/);
    const ticket = /Ticket No\. ([A-Z0-9-]+)/.exec(
      (await placed.getByRole('listitem').first().textContent()) ?? '',
    )![1]!;
    await closeSlip(page);

    await openMyBets(page);
    const pendingCard = page.getByRole('article', { name: `Ticket No. ${ticket}` });
    await expect(pendingCard).toBeVisible();
    await expect(pendingCard).toContainText('Accepted');
    await expect(pendingCard).toContainText('$5.00');
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The race is run and the bet wins; the settlement's live notification refreshes the page: the bet leaves the
    // pending list by itself.
    await settleRace(request, race, [1, 2, 3]);
    await expect(pendingCard).toBeHidden();
    await expect(page.getByText('You have no pending bets.')).toBeVisible();
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settledCard = page.getByRole('article', { name: `Ticket No. ${ticket}` });
    await expect(settledCard).toBeVisible();
    // The result in words (Won, Lost, Refunded), never the status code.
    await expect(settledCard.getByText(/^(Won|Lost|Refunded)$/)).toBeVisible();
    await expect(settledCard).not.toContainText(/Return_Of|No_Return|Return Of|No Return/);
    const settled = await settledBet(request, punter.access_token, ticket);
    expect(settled, 'the API lists the bet as settled').toBeTruthy();
    await expect(settledCard.getByRole('definition').filter({ hasText: '$' }).last()).toHaveText(
      dollars(settled!.return_cents),
    );
  });

  test('a punter with no bets is told so, and a logged-out visitor is offered the login', async ({ page, request }) => {
    const punter = await verifiedPunterViaApi(request, 'nobets');
    await page.goto('/my-bets');
    await expect(page.getByText('Log in to see your bets.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username/Email').fill(punter.email);
    await dialog.getByLabel(/^Password/).fill(punter.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('You have no pending bets.')).toBeVisible();
    await page.getByRole('tab', { name: 'Settled' }).click();
    await expect(page.getByText('You have no settled bets yet.')).toBeVisible();
  });
});
