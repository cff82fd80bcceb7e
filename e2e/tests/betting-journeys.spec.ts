import { expect, test, type APIRequestContext, type Page } from './test';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import {
  cashCents,
  controlledRace,
  expectCash,
  grantBonusBet,
  grantDividendBoost,
  legCard,
  openSlip,
  pickOdds,
  racePath,
  raceCard,
  setPrice,
  settleRace,
  closeSlip,
  type FeedRace,
} from './feed-control';

/*
 * Betting journeys a punter makes, on a desktop and on a phone (@phone), each against the real API on a race under
 * the journey's control (feed-control.ts): the price is set before the pick, the race settled with a chosen finish,
 * and the punter's money checked to the cent through the API.
 */

type Punter = Awaited<ReturnType<typeof verifiedPunterViaApi>>;

/** A funded, verified punter of this journey's own, logged in on the race's page. */
async function punterOnRace(page: Page, request: APIRequestContext, race: FeedRace, dollars = 100): Promise<Punter> {
  const punter = await verifiedPunterViaApi(request, 'journey', { depositDollars: dollars });
  await page.goto(racePath(race));
  await expect(raceCard(page, race)).toBeVisible();
  const dialog = await loginViaModal(page, punter.email, punter.password);
  await expect(dialog).toBeHidden();
  return punter;
}

async function placeAndSeeTicket(page: Page, amount: string) {
  const slip = await openSlip(page);
  await slip.getByRole('button', { name: `Place Bets ${amount}` }).click();
  await expect(slip.getByRole('status', { name: /Bets? placed/ })).toContainText(/Ticket No\. \S+/);
}

/** The punter's transactions (GET /v1/transactions/history), newest first, by description. */
async function transactionDescriptions(request: APIRequestContext, punter: Punter): Promise<string[]> {
  const history = await request.get('/v1/transactions/history?page=1&count=20&history_type=all', {
    headers: { Authorization: `Bearer ${punter.access_token}` },
  });
  expect(history.status(), await history.text()).toBe(200);
  return ((await history.json()) as { data: { description: string }[] }).data.map((t) => t.description);
}

test.describe('betting journeys on the controlled feed', () => {
  test('single win: a fixed win at the price shown is placed, and pays stake times price when it wins (SPEC 4 Betslip, 9 Estimated return) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'win');
    await setPrice(request, race, 1, 4);
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    await expect(leg).toContainText('Fixed Win');
    await expect(leg.getByLabel('Price 4.00')).toBeVisible();
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await expect(slip.getByTestId('estimated-return')).toHaveText('$20.00');
    await placeAndSeeTicket(page, '$5.00');
    await expectCash(request, punter, 9_500);
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 9_500 + 2_000);
  });

  test('place: a fixed place pays when the runner places (SPEC 4 Betslip) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'place');
    await setPrice(request, race, 2, 1.8, 'FPLC');
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Place', 2);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    await expect(leg).toContainText('Fixed Place');
    // Each-way is a win plus a place: it is not offered on a place bet.
    await expect(leg.getByRole('checkbox', { name: /each way/i })).toHaveCount(0);
    await leg.getByLabel(`Stake on ${runner}`, { exact: true }).fill('10');
    await placeAndSeeTicket(page, '$10.00');
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 10_000 - 1_000 + 1_800);
  });

  test('each-way: the stake counts twice and pays win and place (SPEC 5 Bets, 9 Total stake) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'each-way');
    await setPrice(request, race, 3, 5);
    await setPrice(request, race, 3, 2, 'FPLC');
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 3);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    await leg.getByLabel(`Stake on ${runner}`, { exact: true }).fill('5');
    await leg.getByRole('checkbox', { name: /each way/i }).check();
    await expect(leg).toContainText('Each Way');
    await expect(slip.getByTestId('total-stake')).toHaveText('$10.00');
    await placeAndSeeTicket(page, '$10.00');
    await settleRace(request, race, [3, 1, 2]);
    await expectCash(request, punter, 10_000 - 1_000 + 2_500 + 1_000);
  });

  test('boxed exotic: a box trifecta of three runners is six combinations, paid on the trifecta dividend (SPEC 5 Bets) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'boxed');
    const punter = await punterOnRace(page, request, race);
    const card = raceCard(page, race);
    await card.getByRole('tab', { name: 'Trifecta' }).click();
    await card.getByRole('checkbox', { name: 'Box Trifecta' }).check();
    for (const saddle of [1, 2, 3])
      await card.getByRole('checkbox', { name: new RegExp(`^Box: ${saddle}\\. `) }).check();
    await expect(card.getByText('6 combinations')).toBeVisible();
    await card.getByRole('button', { name: 'Add Box Trifecta to betslip' }).click();
    const slip = await openSlip(page);
    const leg = legCard(slip, 'Box Trifecta');
    // Runners by name beside their numbers (issue 36 item 2: it read "Picks: 1, 2, 3").
    const named = [1, 2, 3].map((n) => `${n}. ${race.runners.find((r) => r.saddle_number === n)!.runner_name}`);
    await expect(leg).toContainText(`Picks: ${named.join(', ')}`);
    await leg.getByLabel('Stake per combination on Box Trifecta', { exact: true }).fill('1');
    await expect(slip.getByTestId('total-stake')).toHaveText('$6.00');
    await placeAndSeeTicket(page, '$6.00');
    await expectCash(request, punter, 9_400);
    await settleRace(request, race, [2, 3, 1]);
    await expect.poll(() => cashCents(request, punter.access_token)).toBeGreaterThan(9_400);
  });

  test('same-race multi: the leg names its runners and positions, and pays when both land (SPEC 3 Leg, 9 Same-race-multi types) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'same-race-multi');
    const punter = await punterOnRace(page, request, race);
    const card = raceCard(page, race);
    await card.getByRole('tab', { name: 'Same Race Multi' }).click();
    const [first, second] = race.runners;
    await card.getByRole('button', { name: new RegExp(`^WIN: 1\\. `) }).click();
    await card.getByRole('button', { name: new RegExp(`^TOP2: 2\\. `) }).click();
    const add = card.getByRole('button', { name: 'Add Same Race Multi to betslip' });
    await expect(add).toBeEnabled();
    const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
    await add.click();
    await verified;
    const slip = await openSlip(page);
    const leg = legCard(slip, 'Same Race Multi');
    await expect(leg.getByTestId('leg-picks')).toHaveText(
      `1. ${first!.runner_name} to win, 2. ${second!.runner_name} top 2`,
    );
    await expect(leg).not.toContainText('Exotic');
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await placeAndSeeTicket(page, '$5.00');
    await settleRace(request, race, [1, 2, 3]);
    await expect.poll(() => cashCents(request, punter.access_token)).toBeGreaterThan(10_000);
  });

  test('cross-sport multi: a racing win and a sports head to head in one multi (SPEC 3 Multi) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'multi');
    await setPrice(request, race, 1, 3);
    await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    await closeSlip(page);
    // Across to sports by the site's own links: the racing leg stays in the slip.
    await page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name: 'Sports' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming matches' });
    await upcoming.getByRole('link').first().click();
    const price = page.getByRole('region', { name: 'Head to Head' }).getByRole('button').first();
    const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
    await price.click();
    await verified;
    const slip = await openSlip(page);
    await expect(legCard(slip, runner)).toBeVisible();
    await expect(slip.getByRole('article')).toHaveCount(3);
    await expect(slip).toContainText('Head to Head');
    await expect(slip).not.toContainText('AWin');
    const multi = slip.getByRole('article', { name: '2 leg multi' });
    await multi.getByLabel('Stake on multi', { exact: true }).fill('5');
    await placeAndSeeTicket(page, '$5.00');
  });

  test('bonus bet: offered on the leg, staked from the bonus, paid profit only (SPEC 4 Betslip, 9 Estimated return) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'bonus');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'bonus', { depositDollars: 50 });
    await grantBonusBet(request, punter.user_id, 10);
    await page.goto(racePath(race));
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    await leg.getByRole('checkbox', { name: 'Use bonus bet (up to $10.00)' }).check();
    await leg.getByLabel(`Stake on ${runner}`, { exact: true }).fill('10');
    // A bonus bet returns the profit only: 10 x 4.00 - 10.
    await expect(leg).toContainText('$30.00');
    await placeAndSeeTicket(page, '$10.00');
    await expectCash(request, punter, 5_000);
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 5_000 + 3_000);
    // The transactions say the bet was a bonus bet.
    expect(await transactionDescriptions(request, punter)).toContainEqual(expect.stringMatching(/· Bonus bet$/));
  });

  test('dividend boost: offered on the leg, the boosted price pays (SPEC 4 Betslip, 9 Estimated return) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'boost');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'boost', { depositDollars: 50 });
    await grantDividendBoost(request, punter.user_id, 20);
    await page.goto(racePath(race));
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    // 20 % on the profit: 1 + 3.00 x 1.2 = 4.60.
    await expect(leg.getByRole('checkbox', { name: 'Boost price to 4.60' })).toBeVisible();
    // The price lengthens (taken, as better prices are): the boost on offer follows it, 1 + 4.00 x 1.2 = 5.80
    // (issue 36 item 3: it kept offering the boost of the old price), and the API pays that.
    await setPrice(request, race, 1, 5);
    await expect(leg.getByLabel('Price 5.00')).toBeVisible();
    await leg.getByRole('checkbox', { name: 'Boost price to 5.80' }).check();
    await leg.getByLabel(`Stake on ${runner}`, { exact: true }).fill('10');
    await expect(leg).toContainText('$58.00');
    await placeAndSeeTicket(page, '$10.00');
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 5_000 - 1_000 + 5_800);
    expect(await transactionDescriptions(request, punter)).toContainEqual(
      expect.stringMatching(/· Boosted 20% to 5\.80$/),
    );
  });

  test('a minimum-bet error clears as soon as the stake is valid, and Place is enabled again (SPEC 8 code 358) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'errors');
    await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    const stake = leg.getByLabel(`Stake on ${runner}`, { exact: true });
    await stake.fill('0.2');
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/betting/request-bet'));
    await slip.getByRole('button', { name: 'Place Bets $0.20' }).click();
    await answered;
    const error = leg.locator('[data-error-class="min-bet-amount"]');
    await expect(error).toBeVisible();
    await expect(slip.getByRole('button', { name: /^Place Bets/ })).toBeDisabled();
    await stake.fill('2');
    await expect(error).toBeHidden();
    await expect(slip.getByRole('button', { name: 'Place Bets $2.00' })).toBeEnabled();
  });

  test('a large stake asks first (Escape or Cancel places nothing); one over the most a bet takes is refused in words @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'large-stake');
    await setPrice(request, race, 1, 4);
    await setPrice(request, race, 2, 5);
    const punter = await punterOnRace(page, request, race, 2_000);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    let slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('1500');
    const place = slip.getByRole('button', { name: 'Place Bets $1,500.00' });
    await place.click();
    const question = slip.getByRole('alertdialog', { name: 'You are about to bet $1,500.00. Confirm?' });
    await expect(question.getByRole('button', { name: 'Confirm bet' })).toBeFocused();
    // Escape answers the question, not the slip: the slip stays open with its bet, and nothing is placed.
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(place).toBeVisible();
    await place.click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expectCash(request, punter, 200_000);
    // Asked again, confirmed from the keyboard: placed once.
    await place.click();
    await page.keyboard.press('Enter');
    await expect(slip.getByRole('status', { name: 'Bet placed' })).toContainText(/Ticket No\. \S+/);
    await expectCash(request, punter, 50_000);

    // More than the most one bet takes: asked, then refused by the server with the limit in words.
    const second = await pickOdds(page, race, 'Fixed Win', 2);
    slip = await openSlip(page);
    await legCard(slip, second).getByLabel(`Stake on ${second}`, { exact: true }).fill('100000.01');
    await slip.getByRole('button', { name: 'Place Bets $100,000.01' }).click();
    await slip.getByRole('button', { name: 'Confirm bet' }).click();
    await expect(legCard(slip, second)).toContainText('The most you can bet on one bet is $100,000.00');
    await expectCash(request, punter, 50_000);
  });

  test('a lost bet: the runner is beaten, nothing is paid, and the transactions name it a lost bet, never "Winnings" (SPEC 4 Alerts No_Return) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'lost');
    await setPrice(request, race, 1, 4);
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('5');
    await placeAndSeeTicket(page, '$5.00');
    await closeSlip(page);
    // The runner finishes out of the placings: the bet is settled as lost and pays nothing.
    await settleRace(request, race, [2, 3, 4]);
    await expect.poll(() => transactionDescriptions(request, punter)).toContainEqual(expect.stringMatching(/^Lost: /));
    await expectCash(request, punter, 9_500);
    // The settlement's alert says so in words; the punter reads it and dismisses it.
    const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('article', { name: /^Lost: / });
    await expect(alert).toContainText(runner);
    await alert.getByRole('button', { name: 'Dismiss' }).click();

    await accountMenu(page).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const transactions = page.getByRole('region', { name: 'Transactions list' });
    const settled = transactions.getByRole('row').filter({ hasText: 'Lost: ' });
    await expect(settled).toHaveCount(1);
    await expect(settled.getByRole('cell').nth(1)).toHaveText('Bet lost');
    await expect(transactions.getByRole('row').filter({ hasText: 'Winnings' })).toHaveCount(0);
  });
});

test.describe('prices in the slip stay live, under each price-change setting (SPEC 4 Betslip, 8 code 311)', () => {
  test('ask me (chosen): a moved price is told, and Place asks once, "Price moved from X to Y", and places once accepted @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'price-ask');
    await setPrice(request, race, 1, 4);
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    // Just added: no question about a price the punter never saw move.
    await expect(leg.locator('[data-error-class]')).toHaveCount(0);
    await slip.getByLabel('When a price changes').selectOption('ask');
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await setPrice(request, race, 1, 5);
    // The move is news, not a question: the punter's price stays and Place is open.
    await expect(leg.getByTestId('leg-news')).toHaveText('Price moved from 4.00 to 5.00.');
    await expect(leg.getByLabel('Price 4.00')).toBeVisible();
    await expect(leg.locator('[data-error-class]')).toHaveCount(0);
    // Place meets a move against "Ask me": the slip asks, nothing is placed, and Place waits for the answer.
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    const changed = leg.locator('[data-error-class="dividend-change"]');
    await expect(changed).toHaveText(
      'Price moved from 4.00 to 5.00. Accept the new price to place this bet.Accept new price',
    );
    // One move, said once (issue 36 item 3): no news beside the question, no slip alert repeating it.
    await expect(leg.getByTestId('leg-news')).toHaveCount(0);
    await expect(slip.getByText(/price (moved|was|has changed)/i)).toHaveCount(1);
    await expect(slip.getByRole('button', { name: /^Place Bets/ })).toBeDisabled();
    await expectCash(request, punter, 10_000);
    await changed.getByRole('button', { name: 'Accept new price' }).click();
    await expect(leg.getByLabel('Price 5.00')).toBeVisible();
    await placeAndSeeTicket(page, '$5.00');
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 10_000 - 500 + 2_500);
  });

  test('accept better prices (the default): a longer price is taken at once, a shorter one is told and asked about at Place @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'price-accept-better');
    await setPrice(request, race, 1, 4);
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    // The setting a punter starts with (docs/SPEC-CHOICES.md).
    await expect(slip.getByLabel('When a price changes')).toHaveValue('accept_better');
    const leg = legCard(slip, runner);
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await setPrice(request, race, 1, 6);
    await expect(leg.getByLabel('Price 6.00')).toBeVisible();
    await expect(leg.getByTestId('leg-news')).toHaveText('Price moved from 4.00 to 6.00.');
    await expect(leg.locator('[data-error-class]')).toHaveCount(0);
    await setPrice(request, race, 1, 3.5);
    await expect(leg.getByTestId('leg-news')).toHaveText('Price moved from 6.00 to 3.50.');
    await expect(leg.locator('[data-error-class]')).toHaveCount(0);
    // Place meets a shorter price: the slip asks, and nothing is placed until the punter says.
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    await expect(leg.locator('[data-error-class="dividend-change"]')).toContainText(
      'Price moved from 6.00 to 3.50. Accept the new price to place this bet.',
    );
    await expectCash(request, punter, 10_000);
  });

  test('accept any price change: the slip follows the price and places at it @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'price-accept-any');
    await setPrice(request, race, 1, 4);
    const punter = await punterOnRace(page, request, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    await slip.getByLabel('When a price changes').selectOption('accept_any');
    const leg = legCard(slip, runner);
    await leg.getByRole('button', { name: 'Add $5', exact: true }).click();
    await setPrice(request, race, 1, 3);
    await expect(leg.getByLabel('Price 3.00')).toBeVisible();
    await expect(leg.locator('[data-error-class]')).toHaveCount(0);
    await placeAndSeeTicket(page, '$5.00');
    await settleRace(request, race, [1, 2, 3]);
    await expectCash(request, punter, 10_000 - 500 + 1_500);
  });
});

test.describe('the slip survives (SPEC 3 Client state)', () => {
  test('a reload, a full page load and racing ↔ sports navigation keep the legs and stakes; prices refresh on restore @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'reload');
    await setPrice(request, race, 1, 4);
    await setPrice(request, race, 2, 7);
    await page.goto(racePath(race));
    const first = await pickOdds(page, race, 'Fixed Win', 1);
    const second = await pickOdds(page, race, 'Fixed Win', 2);
    let slip = await openSlip(page);
    await legCard(slip, first).getByLabel(`Stake on ${first}`, { exact: true }).fill('5');
    await expect(slip.getByRole('article')).toHaveCount(2);

    // The price moves while the page is away; the restored slip shows the new one.
    await setPrice(request, race, 1, 4.5);
    await page.reload();
    slip = await openSlip(page);
    await expect(legCard(slip, first).getByLabel(`Stake on ${first}`, { exact: true })).toHaveValue('5');
    await expect(legCard(slip, second)).toBeVisible();
    await expect(legCard(slip, first).getByLabel('Price 4.50')).toBeVisible();

    await page.goto('/sports');
    slip = await openSlip(page);
    await expect(slip.getByRole('article')).toHaveCount(2);
    await closeSlip(page);
    await page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name: 'Racing' }).click();
    slip = await openSlip(page);
    await expect(legCard(slip, first).getByLabel(`Stake on ${first}`, { exact: true })).toHaveValue('5');
  });
});
