import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { loginViaModal, logoutViaMenu, verifiedPunterViaApi } from './account-helpers';
import { controlledRace, legCard, openSlip, pickOdds, racePath, raceCard } from './feed-control';

// An Australian punter's clock: the break's end is told in their own zone.
test.use({ timezoneId: 'Australia/Sydney' });

/** axe-core on the account remote's part of the page, or on the open dialog. */
async function expectNoViolations(page: Page, scope: 'page' | 'dialog') {
  const axe = new AxeBuilder({ page }).include(scope === 'dialog' ? '[role="dialog"]' : '[data-remote="account"]');
  const { violations } = await axe.analyze();
  expect(violations.map((v) => `${scope}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const ON_BREAK =
  /You are on a break until \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (AM|PM) AE[DS]T\. Logging in, deposits and bets are available again from then\./;

test.describe('Take a break (issue 39 item 3)', () => {
  test('@phone a punter takes a 24-hour break after a confirmation, is refused a bet, then a login', async ({
    page,
    request,
  }, testInfo) => {
    // Two pages, a login, a bet and a logout: more than one journey's usual time on a busy machine.
    test.slow();
    // 'spare': the journey only reads this race's prices; its bet is refused, so nothing on the race changes.
    const race = await controlledRace(request, testInfo, 'spare');
    const punter = await verifiedPunterViaApi(request, 'take-a-break', { depositDollars: 20 });
    await page.goto('/profile?tab=take-a-break');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();

    const choices = page.getByRole('group', { name: 'Break for' });
    await expect(choices.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Remind me' })).toBeVisible();
    await expectNoViolations(page, 'page');
    await choices.getByRole('radio', { name: '24 hours' }).check();
    await page.getByRole('button', { name: 'Take a break' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your break' });
    await expect(confirm).toContainText('Your break of 24 hours starts now and ends');
    await expect(confirm).toContainText('It cannot be undone or shortened.');
    await expectNoViolations(page, 'dialog');
    // Focus is in the dialog; Go back starts nothing.
    await expect(confirm.getByRole('button', { name: 'Yes, start my break' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Take a break' }).click();
    await confirm.getByRole('button', { name: 'Yes, start my break' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: ON_BREAK })).toBeVisible();

    // A bet is refused, with the break's end in words, on the punter's own race card.
    await page.goto(racePath(race));
    await expect(raceCard(page, race)).toBeVisible({ timeout: 30_000 });
    const runner = await pickOdds(page, race, 'Fixed Win', 1);
    const slip = await openSlip(page);
    await legCard(slip, runner).getByLabel(`Stake on ${runner}`, { exact: true }).fill('5');
    const placed = page.waitForResponse((r) => r.url().endsWith('/v1/betting/request-bet'));
    await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
    expect((await placed).status()).toBe(403);
    await expect(slip.getByText(ON_BREAK)).toBeVisible();

    // Logged out, a login is refused until the break ends.
    if ((page.viewportSize()?.width ?? 1440) < 1024) await page.keyboard.press('Escape');
    await logoutViaMenu(page);
    const login = await loginViaModal(page, punter.email, punter.password);
    await expect(login.getByText(ON_BREAK)).toBeVisible();
  });
});
