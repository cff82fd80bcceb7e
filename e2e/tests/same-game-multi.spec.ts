import { expect, test } from './test';
import AxeBuilder from '@axe-core/playwright';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import {
  closeSlip,
  controlledMatch,
  escapeRe,
  expectCash,
  legCard,
  matchPath,
  openSlip,
  settleMatch,
} from './feed-control';

/*
 * A same-game multi over the real API (issue 27 item 2): on a match of the controlled feed (feed-control.ts: hours
 * from its start, settled only when the test says), the punter builds legs from several markets, is told when they
 * cannot all win, sees the one price the API quotes for them, places it from the slip, finds it in My Bets, and is
 * paid once the match is settled with a score that wins every leg.
 */

test('a same-game multi is built on the match page, priced as one, placed, listed in My Bets and paid @phone', async ({
  page,
  request,
}, testInfo) => {
  const match = await controlledMatch(request, testInfo, 'same-game-multi');
  const selection = (betType: string) =>
    match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === betType)!;
  const [teamA, teamB, lineA, over] = ['AWin', 'BWin', 'ALine', 'TotalOver'].map(selection);
  const punter = await verifiedPunterViaApi(request, 'sgm', { depositDollars: 50 });
  await page.goto(matchPath(match));
  await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });

  const builder = page.getByRole('region', { name: 'Same Game Multi' });
  const pick = (market: string, name: string) =>
    builder.getByRole('group', { name: market }).getByRole('button', { name, exact: true });
  const status = builder.getByRole('status');
  const add = builder.getByRole('button', { name: 'Add Same Game Multi to betslip' });
  await expect(status).toHaveText(/Pick two or more selections/);

  // Team B to win and Team A to cover its line cannot both happen: explained, not priced.
  await pick('Head to Head', teamB.selection_name).click();
  await pick('Line', lineA.selection_name).click();
  await expect(status).toHaveText(/cannot all win in one match/);
  await expect(add).toBeDisabled();

  // Team A instead (one pick per market), and the total over: the API's one price for the three together.
  await pick('Head to Head', teamA.selection_name).click();
  await expect(pick('Head to Head', teamB.selection_name)).toHaveAttribute('aria-pressed', 'false');
  await pick('Total', over.selection_name).click();
  const quote = await request.get(
    `/v1/sports/same-game-multi-div?event_id=${match.event_id}&selections=${encodeURIComponent('AWin,ALine,TotalOver')}`,
  );
  expect(quote.status(), await quote.text()).toBe(200);
  const price: number = (await quote.json()).data.dividend;
  await expect(status).toHaveText(`Same Game Multi price ${price.toFixed(2)}`);
  const { violations } = await new AxeBuilder({ page }).include('[data-remote="sports"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
  await add.click();
  await (await verified).finished();
  const slip = await openSlip(page);
  const names = [teamA, lineA, over].map((s) => s.selection_name).join(', ');
  const leg = legCard(slip, names);
  await expect(leg).toContainText('Same Game Multi');
  await expect(leg.getByLabel(`Price ${price.toFixed(2)}`)).toBeVisible();
  await leg.getByLabel(/^Stake on/).fill('5');
  await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
  await expect(slip.getByRole('status', { name: 'Bet placed' })).toContainText(`Same Game Multi: ${names}`);
  await expectCash(request, punter, 4500);
  await closeSlip(page);

  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My Bets' }).click();
  const main = page.getByRole('main');
  const card = main.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Same Game Multi: ${names}` }),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Accepted');
  await expect(card.getByRole('list', { name: 'Legs' })).toContainText(`${teamA.selection_name} · Head to Head`);
  await expect(card).not.toContainText(/SameGameMulti|AWin|ALine|TotalOver/);
  await main.getByLabel('Bet type').selectOption({ label: 'Same Game Multis' });
  await expect(card).toBeVisible();

  // Team A by more than its line, over the total: every leg wins; settlement's notification refreshes the page.
  const scoreB = Math.ceil(match.total_over);
  await settleMatch(request, match, scoreB + Math.ceil(-match.team_a_line), scoreB);
  await expect(card).toBeHidden();
  await page.getByRole('tab', { name: 'Settled' }).click();
  const settled = main.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Same Game Multi: ${names}` }),
  });
  await expect(settled.getByText(/^Won$/)).toBeVisible();
  const returnCents = Math.floor(500 * price + 1e-9);
  const dollars = `$${(returnCents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
  await expect(settled.getByRole('definition').last()).toHaveText(new RegExp(`^${escapeRe(dollars)}$`));
  await expectCash(request, punter, 4500 + returnCents);
});
