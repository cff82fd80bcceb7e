import { expect, test, type APIRequestContext, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import {
  betFiveOnRunnerOne,
  closeSlip,
  controlledRace,
  feedNow,
  legCard,
  openSlip,
  raceCard,
  racePath,
  settleRace,
} from './feed-control';

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
    const { race, punter, slip } = await betFiveOnRunnerOne(page, request, testInfo, 'my-bets', 'mybets');
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

  test('every kind of bet reads in words, runners by name (Box Trifecta 1. A, 2. B, 3. C; Same Race Multi: 1. A Win, 2. B Top 2) and the filters narrow My Bets @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'my-bets-words');
    const named = (saddle: number) => `${saddle}. ${race.runners.find((r) => r.saddle_number === saddle)!.runner_name}`;
    const srmWords = `Same Race Multi: ${named(1)} Win, ${named(2)} Top 2`;
    const boxWords = `Box Trifecta ${named(1)}, ${named(2)}, ${named(3)}`;
    const punter = await verifiedPunterViaApi(request, 'mybetswords', { depositDollars: 50 });
    await page.goto(racePath(race));
    await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });

    // A same race multi from the race card: its price is a number, never money.
    const card = raceCard(page, race);
    await card.getByRole('tab', { name: 'Same Race Multi' }).click();
    await card.getByRole('button', { name: /^WIN: 1\. / }).click();
    await card.getByRole('button', { name: /^TOP2: 2\. / }).click();
    await expect(card.getByText(/^Price \d+\.\d\d$/)).toBeVisible();
    await card.getByRole('button', { name: 'Add Same Race Multi to betslip' }).click();
    const slip = await openSlip(page);
    const leg = legCard(slip, 'Same Race Multi');
    // The race is named once: "Doomben R2 · Same Race Multi", never "R2 Doomben R2".
    await expect(leg).toContainText(`${race.meeting_name} R${race.race_number} · Same Race Multi`);
    await expect(leg).not.toContainText(`R${race.race_number} ${race.meeting_name}`);
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    await expect(slip.getByRole('status', { name: 'Bet placed' })).toContainText(srmWords);
    await closeSlip(page);
    // A box trifecta on the same race, placed through the API as another device would.
    const box = await request.post('/v1/betting/request-bet', {
      headers: { Authorization: `Bearer ${punter.access_token}` },
      data: {
        coupon_tracking_code: `my-bets-words-${Date.now()}`,
        legs: [
          {
            leg_id: 'box',
            event_id: race.event_id,
            bet_type: 'Exotic',
            special_type: 'BoxTrifecta',
            selections: '1,2,3',
            bet_amount: 1,
            total_amount: 6,
          },
        ],
      },
    });
    expect(box.status(), await box.text()).toBe(200);

    await openMyBets(page);
    const main = page.getByRole('main');
    const boxCard = main.getByRole('article').filter({ has: page.getByRole('heading', { name: boxWords }) });
    const srmCard = main.getByRole('article').filter({ has: page.getByRole('heading', { name: srmWords }) });
    await expect(boxCard).toBeVisible();
    await expect(srmCard).toBeVisible();
    await expect(srmCard.getByRole('definition').nth(1)).toHaveText(/^\d+\.\d\d$/);
    // An exotic's price is the tote's dividend, paid on the result (it read "Price Tote").
    await expect(boxCard.getByRole('definition').nth(1)).toHaveText('Tote dividend, paid on the result');
    for (const bet of [boxCard, srmCard]) {
      await expect(bet).toContainText(`${race.meeting_name} R${race.race_number} · Ticket No.`);
      await expect(bet).not.toContainText(/BoxTrifecta|FWIN|PTOP|SameRaceMulti/);
    }

    // The filters: one kind at a time, then the days placed, then cleared.
    const kind = main.getByLabel('Bet type');
    await kind.selectOption({ label: 'Exotics' });
    await expect(srmCard).toBeHidden();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(boxCard).toBeVisible();
    await kind.selectOption({ label: 'Same Race Multis' });
    await expect(boxCard).toBeHidden();
    await expect(srmCard).toBeVisible();
    await kind.selectOption({ label: 'All bets' });
    const tomorrow = new Date((await feedNow(request)) + 86_400_000).toISOString().slice(0, 10);
    await main.getByLabel('Placed from').fill(tomorrow);
    await expect(main.getByText('No bets match these filters.')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(main.getByRole('article')).toHaveCount(2);
  });
});
