import { expect, test, type Page } from './test';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';
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
  type FeedRace,
} from './feed-control';

/*
 * A slip that respects the punter (issue 22 item 4), on a desktop and on a phone (@phone), against the real API on a
 * race under the journey's control: one benefit per bet, a bet placed only when the punter pressed Place, picks kept
 * until they are used, and a way to deposit that keeps the slip.
 */

type Punter = Awaited<ReturnType<typeof verifiedPunterViaApi>>;

async function onRace(page: Page, race: FeedRace) {
  await page.goto(racePath(race));
  await expect(raceCard(page, race)).toBeVisible();
}

async function loggedInOnRace(page: Page, race: FeedRace, punter: Punter) {
  await onRace(page, race);
  await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
}

const placedTicket = (page: Page) => page.getByRole('status', { name: /Bets? placed/ });

test.describe('a slip that respects the punter (issue 22 item 4)', () => {
  test('a bonus bet and a boost exclude each other on a leg: ticking one clears the other, and the bet places @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'bonus-or-boost');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'bonusboost', { depositDollars: 50 });
    await grantBonusBet(request, punter.user_id, 10);
    await grantDividendBoost(request, punter.user_id, 20);
    await loggedInOnRace(page, race, punter);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    const leg = legCard(slip, runner);
    const bonus = leg.getByRole('checkbox', { name: 'Use bonus bet (up to $10.00)' });
    const boost = leg.getByRole('checkbox', { name: 'Boost price to 4.60' });
    await bonus.check();
    await boost.check();
    await expect(bonus).not.toBeChecked();
    // Never silently (issue 36 item 3): the leg says why the bonus bet went.
    await expect(leg.getByTestId('leg-news')).toHaveText(
      'Bonus bet turned off: a bet can use a bonus bet or a boost, not both.',
    );
    await bonus.check();
    await expect(boost).not.toBeChecked();
    await expect(leg.getByTestId('leg-news')).toHaveText(
      'Boost turned off: a bet can use a bonus bet or a boost, not both.',
    );
    await boost.check();
    await expect(bonus).not.toBeChecked();
    await leg.getByLabel(`Stake on ${runner}`, { exact: true }).fill('10');
    await expect(leg).toContainText('$46.00');
    await slip.getByRole('button', { name: 'Place Bets $10.00' }).click();
    await expect(slip.getByRole('status', { name: /Bets? placed/ })).toContainText(/Ticket No\. \S+/);
    await expectCash(request, punter, 5_000 - 1_000);
  });

  test('Place pressed logged out asks for a login, and that login places the bet @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'login-place');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'loginplace', { depositDollars: 100 });
    await onRace(page, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('7');
    await slip.getByRole('button', { name: 'Log in to place bets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username/Email').fill(punter.email);
    await dialog.getByLabel(/^Password/).fill(punter.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(placedTicket(page)).toContainText(/Ticket No\. \S+/);
    await expectCash(request, punter, 10_000 - 700);
  });

  test('a login after a reload, from the header, checks the slip and waits for Place: nothing is placed unasked @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'login-later');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'loginlater', { depositDollars: 100 });
    await onRace(page, race);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    let slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('7');
    await page.reload();
    await expect(raceCard(page, race)).toBeVisible();
    const checked = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet') && r.status() === 200);
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await checked;
    slip = await openSlip(page);
    await expect(legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true })).toHaveValue('7');
    await expect(placedTicket(page)).toHaveCount(0);
    expect(await cashCents(request, punter.access_token)).toBe(10_000);
    // The punter places when they choose to.
    await slip.getByRole('button', { name: 'Place Bets $7.00' }).click();
    await expect(placedTicket(page)).toContainText(/Ticket No\. \S+/);
    await expectCash(request, punter, 10_000 - 700);
  });

  test('after the staked picks are placed, the unstaked ones stay in the slip @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'unstaked');
    await setPrice(request, race, 1, 4);
    await setPrice(request, race, 2, 6);
    const punter = await verifiedPunterViaApi(request, 'unstaked', { depositDollars: 100 });
    await loggedInOnRace(page, race, punter);
    const staked = await pickOdds(page, race, 'Fixed Win', 1);
    const kept = await pickOdds(page, race, 'Fixed Win', 2);
    const slip = await openSlip(page);
    await legCard(slip, staked).getByLabel(`Stake on ${staked}`, { exact: true }).fill('5');
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    await expect(slip.getByRole('status', { name: /Bets? placed/ })).toContainText(/Ticket No\. \S+/);
    await expect(legCard(slip, kept)).toBeVisible();
    await expect(legCard(slip, staked)).toHaveCount(0);
    await expectCash(request, punter, 10_000 - 500);
  });

  test('short of funds, the slip offers a deposit that opens the deposit page and keeps the slip @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'short-funds');
    await setPrice(request, race, 1, 4);
    const punter = await verifiedPunterViaApi(request, 'shortfunds', { depositDollars: 5 });
    await loggedInOnRace(page, race, punter);
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    let slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('20');
    await slip.getByRole('button', { name: 'Place Bets $20.00' }).click();
    await expect(slip.getByRole('alert')).toHaveText('Insufficient funds');
    await slip.getByRole('button', { name: 'Deposit funds' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByRole('heading', { name: /Deposit/ }).first()).toBeVisible();
    // Back from the deposit page, the slip is as the punter left it.
    await page.goBack();
    await expect(raceCard(page, race)).toBeVisible();
    slip = await openSlip(page);
    await expect(legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true })).toHaveValue('20');
    expect(await cashCents(request, punter.access_token)).toBe(500);
  });
});
