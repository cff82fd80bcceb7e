import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';
import { verifiedPunterViaApi } from './account-helpers';
import { controlledRace, racePath } from './feed-control';

/*
 * The betslip over the composed site with the real API and feed: selections come from the racing remote's odds
 * buttons, the login from the account remote's modal, the balance from the account menu.
 *
 * The feed moves the prices of races within 30 minutes of their jump, runner by runner; a slip meant to be placed
 * at its price either picks races further down the next-to-jump list and is quick, or (the slow keyboard journey)
 * takes a race of its own hours ahead (feed-control.ts). Price changes are proven on the controlled feed
 * (betting-journeys.spec.ts), where the journey moves the price itself.
 */
const STEADY_RACES = [8, 9, 10];

/** An odds button with a price to take: "Fixed Win, 4. Fast Horse, 3.50"; each-way shows "E/W" (no price: scratched). */
const PRICED = (product: string) => new RegExp(`^${product}, .+, (\\d+\\.\\d\\d|E/W)$`);

/**
 * Opens the nth race of the next-to-jump list (0 is the next to jump). Once on the site it moves by links, as a
 * punter does, so the slip built so far stays on the page.
 */
async function openRace(page: Page, nth: number) {
  if (page.url().startsWith('http')) {
    await page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name: 'Racing' }).click();
    await page.locator('main').getByRole('link', { name: 'Next to jump', exact: true }).click();
    // The meeting list stays on screen until the next page has drawn: its race links are not next to jump's.
    await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Next to jump' })).toBeVisible();
  } else await page.goto('/racing/next-to-jump');
  await page.locator('main a[href^="/racing/race/"]').nth(nth).click();
  await expect(page.getByRole('button', { name: PRICED('Fixed Win') }).first()).toBeVisible();
}

/** Clicks the first priced odds button of a product and waits for the slip to verify the new leg. */
async function pick(page: Page, product: string, legsAfter: number) {
  const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
  const button = page.getByRole('button', { name: PRICED(product) }).first();
  const label = (await button.getAttribute('aria-label'))!;
  await button.click();
  await verified;
  await expect(betslipCount(page)).toHaveAccessibleName(
    `Betslip, ${legsAfter} ${legsAfter === 1 ? 'selection' : 'selections'}`,
  );
  return label;
}

const betslipCount = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Betslip, / });
const slip = (page: Page) => page.locator('aside[aria-label="Betslip"]');
const legCard = (page: Page, runner: string) => slip(page).getByRole('article', { name: new RegExp(runner) });

/** "Fixed Win, 4. Fast Horse, 3.50" → "4. Fast Horse". */
const runnerOf = (oddsLabel: string) => oddsLabel.split(', ')[1]!;

async function loginInModal(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username/Email').fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function login(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await loginInModal(page, username, password);
}

/** The cash balance the account menu shows, in cents. */
async function headerBalanceCents(page: Page) {
  const menu = page.getByRole('button', { name: /Account menu, balance/ });
  const label = (await menu.getAttribute('aria-label')) ?? (await menu.textContent());
  return Math.round(Number(/\$([\d,]+\.\d\d)/.exec(label ?? '')![1]!.replace(/,/g, '')) * 100);
}

/** The punter's cash balance straight from the API, in cents. */
async function serverBalanceCents(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/v1/auth/login', { data: { username, password, remember_me: false } });
  const { access_token } = (await login.json()) as { access_token: string };
  const details = await request.get('/v1/clients/details', { headers: { Authorization: `Bearer ${access_token}` } });
  const body = (await details.json()) as { cash_cents?: number; data?: { cash_cents: number } };
  return body.cash_cents ?? body.data!.cash_cents;
}

/** Moves focus with Tab only, until the target has it. */
async function tabTo(page: Page, target: Locator, maxPresses = 250) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control cannot be reached with the Tab key');
}

test.describe('betslip', () => {
  test('a logged-out punter builds two singles, a multi and an each-way, logs in, and sees tickets and the new balance', async ({
    page,
    request,
  }) => {
    // A punter of this test's own: other suites bet and deposit as the demo punter at the same time.
    const punter = await verifiedPunterViaApi(request, 'slip', { depositDollars: 200 });
    await openRace(page, STEADY_RACES[0]!);
    const first = runnerOf(await pick(page, 'Fixed Win', 1));
    await openRace(page, STEADY_RACES[1]!);
    const second = runnerOf(await pick(page, 'Fixed Win', 2));
    for (const runner of [first, second]) {
      await legCard(page, runner)
        .getByRole('group', { name: /quick stakes/i })
        .getByRole('button', { name: 'Add $5', exact: true })
        .click();
    }
    const multi = slip(page).getByRole('article', { name: '2 leg multi' });
    await multi.getByLabel('Stake on multi', { exact: true }).fill('5');
    await expect(slip(page).getByTestId('total-stake')).toHaveText('$15.00');

    const before = await serverBalanceCents(request, punter.email, punter.password);
    expect(before).toBe(20_000);
    // These races' prices move live; the journey here is the login that places the slip, so the punter takes any
    // price (asking on a move is betting-journeys.spec.ts's).
    await slip(page).getByLabel('When a price changes').selectOption('accept_any');
    await slip(page).getByRole('button', { name: 'Log in to place bets' }).click();
    // A verified punter's slip is placed as soon as they log in.
    await loginInModal(page, punter.email, punter.password);
    const placed = slip(page).getByRole('status', { name: /bets placed/ });
    await expect(placed).toContainText('3 bets placed');
    for (const item of await placed.getByRole('listitem').all()) await expect(item).toContainText(/Ticket No\. \S+/);
    await expect(slip(page).getByRole('article')).toHaveCount(0);
    await slip(page).getByRole('button', { name: 'Done' }).click();

    // An each-way bet counts its stake twice: win and place. (The API takes no each-way leg in a multi.)
    await openRace(page, STEADY_RACES[2]!);
    const eachWay = runnerOf(await pick(page, 'Each Way', 1));
    await expect(legCard(page, eachWay).getByRole('checkbox', { name: /each way/i })).toBeChecked();
    await legCard(page, eachWay).getByLabel(`Stake on ${eachWay}`, { exact: true }).fill('5');
    await expect(slip(page).getByTestId('total-stake')).toHaveText('$10.00');
    await slip(page).getByRole('button', { name: 'Place Bets $10.00' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet placed' })).toContainText(/Ticket No\. \S+/);

    // $15 (two singles and the multi) and $10 (each-way) are staked; none of these races has run yet.
    await expect.poll(() => headerBalanceCents(page)).toBe(before - 2500);
    expect(await serverBalanceCents(request, punter.email, punter.password)).toBe(before - 2500);
  });

  test('a double click on place makes one bet', async ({ page }) => {
    await page.goto('/racing/next-to-jump');
    await login(page, 'punter', 'Punter123');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/betting/request-bet')) requests.push(r.postData() ?? '');
    });
    await openRace(page, STEADY_RACES[0]!);
    const runner = runnerOf(await pick(page, 'Fixed Place', 1));
    await legCard(page, runner)
      .getByLabel(/^Stake on/)
      .fill('5');
    await slip(page).getByRole('button', { name: 'Place Bets $5.00' }).dblclick();
    const placed = slip(page).getByRole('status', { name: 'Bet placed' });
    await expect(placed.getByRole('listitem')).toHaveCount(1);
    expect(requests).toHaveLength(1);
  });

  test('the whole flow by keyboard alone: pick, stake, place, log in, ticket', async ({ page, request }, testInfo) => {
    // A race of its own hours from its jump: no price moves while the keys are pressed. Every control of the race card
    // is a key press on the way to the slip: 30 s on a quiet machine, over a minute beside another worker.
    test.setTimeout(150_000);
    const race = await controlledRace(request, testInfo, 'keyboard');
    await page.goto(racePath(race));
    await expect(page.getByRole('button', { name: PRICED('Fixed Win') }).first()).toBeVisible();
    const odds = page.getByRole('button', { name: PRICED('Fixed Win') }).first();
    const runner = runnerOf((await odds.getAttribute('aria-label'))!);
    await tabTo(page, odds);
    const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
    await page.keyboard.press('Enter');
    await verified;

    const stake = legCard(page, runner).getByLabel(`Stake on ${runner}`, { exact: true });
    await tabTo(page, stake);
    await page.keyboard.type('5');
    const place = slip(page).getByRole('button', { name: 'Log in to place bets' });
    await tabTo(page, place);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('Username/Email'));
    await page.keyboard.type('punter');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type('Punter123');
    await page.keyboard.press('Enter');

    await expect(slip(page).getByRole('status', { name: 'Bet placed' })).toContainText(/Ticket No\. \S+/);
    const done = slip(page).getByRole('button', { name: 'Done' });
    await tabTo(page, done);
    await page.keyboard.press('Enter');
    await expect(slip(page)).toContainText('Your betslip is empty.');
  });

  test('on mobile the header count opens the betslip drawer, and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openRace(page, STEADY_RACES[2]!);
    await pick(page, 'Fixed Win', 1);
    const drawer = page.getByRole('dialog', { name: /Betslip/ });
    // The first pick on mobile opens the slip by itself (SPEC 4); the count reopens it.
    if (!(await drawer.isVisible())) await betslipCount(page).click();
    await expect(drawer.getByRole('article')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await betslipCount(page).click();
    await expect(drawer).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the betslip has no axe-core violations in the ${mode} theme`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
      await openRace(page, STEADY_RACES[0]!);
      await pick(page, 'Each Way', 1);
      await expect(slip(page).getByRole('article')).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page }).include('aside[aria-label="Betslip"]').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
