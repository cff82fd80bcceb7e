import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';

/*
 * My Bets over the real API and feed: a punter places a bet on a race about to jump, sees it pending, and once the
 * feed has run the race and settlement has paid it, sees it settled with its return. The feed's clock is the real
 * one (a race jumps every 150 s, its dividends are final 150 s after the jump), so the journey waits for a race that
 * jumps soon and then for its result.
 */

interface ApiRace {
  event_id: number;
  meeting_id: number;
  race_number: number;
  race_status: string;
  jumps_in_sec: number;
}

/**
 * An open race jumping in 45 to 115 seconds: time to place a bet, and past the window in which the simulator
 * suspends the races it suspends (2 minutes to 30 seconds before the jump), so it stays open until the jump.
 */
async function raceAboutToJump(request: APIRequestContext): Promise<ApiRace> {
  let race: ApiRace | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get('/v1/racing/next-to-jump/A/12')).json()) as { data: ApiRace[] };
        race = data.find((r) => r.race_status === 'Open' && r.jumps_in_sec >= 45 && r.jumps_in_sec <= 115);
        return Boolean(race);
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true);
  return race!;
}

/** The betslip: the right-hand column on a desktop, a drawer on a phone. */
const slip = (page: Page) =>
  page.locator('aside[aria-label="Betslip"]').or(page.getByRole('dialog', { name: /Betslip/ }));

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
  }) => {
    // Up to 150 s for a race in the window, up to 115 s to its jump, 150 s to its dividends, then settlement.
    test.setTimeout(8 * 60_000);
    const punter = await verifiedPunterViaApi(request, 'mybets', { depositDollars: 50 });
    await page.goto('/');
    await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });

    const race = await raceAboutToJump(request);
    await page.goto(`/racing/race/${race.meeting_id}/${race.event_id}`);
    // A tote win pays the final dividend, so no price change can stop the bet. A phone shows the tote in its own tab.
    const toteTab = page.getByRole('tab', { name: 'TOTE' });
    await expect(page.getByRole('button', { name: / Win, \d+\. / }).first()).toBeVisible();
    if (await toteTab.isVisible()) await toteTab.click();
    await page
      .getByRole('button', { name: /^Tote Win, \d+\. .+, / })
      .first()
      .click({ timeout: 10_000 });
    if (!(await slip(page).isVisible()))
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Betslip, / })
        .click();
    await slip(page)
      .getByLabel(/^Stake on/)
      .fill('5');
    await slip(page).getByRole('button', { name: 'Place Bets $5.00' }).click();
    const placed = slip(page).getByRole('status', { name: 'Bet placed' });
    await expect(placed).toContainText(/Ticket No\. \S+/);
    const ticket = /Ticket No\. ([A-Z0-9-]+)/.exec(
      (await placed.getByRole('listitem').first().textContent()) ?? '',
    )![1]!;
    await slip(page).getByRole('button', { name: 'Done' }).click();
    if (await page.getByRole('dialog', { name: /Betslip/ }).isVisible()) await page.keyboard.press('Escape');

    await openMyBets(page);
    const pendingCard = page.getByRole('article', { name: `Ticket No. ${ticket}` });
    await expect(pendingCard).toBeVisible();
    await expect(pendingCard).toContainText('Accepted');
    await expect(pendingCard).toContainText('$5.00');
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The settlement's live notification refreshes the page: the bet leaves the pending list by itself.
    await expect(pendingCard).toBeHidden({ timeout: 6 * 60_000 });
    await expect(page.getByText('You have no pending bets.')).toBeVisible();
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settledCard = page.getByRole('article', { name: `Ticket No. ${ticket}` });
    await expect(settledCard).toBeVisible();
    await expect(settledCard).toContainText(/Return Of|No Return|Cancelled/);
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
