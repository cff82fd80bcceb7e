import { expect, test, type APIRequestContext, type Page } from './test';
import { loginViaModal, logoutViaMenu, verifiedPunterViaApi } from './account-helpers';

type Punter = Awaited<ReturnType<typeof verifiedPunterViaApi>>;

/** Gives punter A things only A may see: a saved card, a bank account with a pending withdrawal, and a bet. */
async function privateData(request: APIRequestContext, a: Punter) {
  const headers = { Authorization: `Bearer ${a.access_token}` };
  const card = await request.post('/v1/banking/credit-cards', {
    headers,
    data: {
      card_holder_name: 'Alice Private',
      card_number: '4111 1111 1111 1111',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
      credit_card_type: 'debit',
      bank_name: 'Westpac',
    },
  });
  expect(card.status(), await card.text()).toBe(200);
  // Withdrawals go only to an account in the punter's own name (the registration fixture's), with a number no other
  // punter holds.
  const accountNumber = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const account = await request.post('/v1/banking/register-bank-account', {
    headers,
    data: { bank_name: 'ANZ', account_name: 'Tess Tester', bsb_number: '123-456', account_number: accountNumber },
  });
  expect(account.status(), await account.text()).toBe(200);
  const withdrawal = await request.post('/v1/banking/withdrawal/request', {
    headers,
    data: { account: String((await account.json()).bank_account_id), amount: 12.34, password: a.password },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  // A win bet on the next race that is still open.
  const races = (await (await request.get('/v1/racing/next-to-jump/A/10')).json()).data as {
    event_id: number;
    start_time: string;
  }[];
  const open = races.find((r) => Date.parse(r.start_time) - Date.now() > 120_000)!;
  const race = (await (await request.get(`/v1/racing/event-race/${open.event_id}`)).json()).data as {
    runners: { saddle_number: number; is_eliminated: boolean; odds: { FWIN: number } }[];
  };
  const runner = race.runners.find((r) => !r.is_eliminated)!;
  const bet = await request.post('/v1/betting/request-bet', {
    headers,
    data: {
      coupon_tracking_code: `shared-${Date.now()}`,
      // The race's price drifts on the real clock; this journey is about private data, so any price will do.
      price_changes: 'accept_any',
      legs: [
        {
          leg_id: 'a',
          event_id: open.event_id,
          bet_type: 'FWIN',
          selections: String(runner.saddle_number),
          bet_amount: 1,
          total_amount: 1,
          requested_dividend: runner.odds.FWIN,
          event_type: 'R',
        },
      ],
    },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  return {
    ticket: (await bet.json()).data.bets[0].ticket_number as string,
    bankAccount: `Acc ****${accountNumber.slice(-4)}`,
  };
}

/** Client-side navigation on the same tab (no reload, so the page's query cache lives on, as it does for a punter). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test("a punter's data dies with the session: the next punter on the same tab sees none of it", async ({
  page,
  request,
}) => {
  const a = await verifiedPunterViaApi(request, 'shared-a', { depositDollars: 100 });
  const b = await verifiedPunterViaApi(request, 'shared-b');
  const { ticket, bankAccount } = await privateData(request, a);

  await page.goto('/my-bets');
  await loginViaModal(page, a.email, a.password);
  await expect(page.getByRole('main').getByRole('heading', { name: 'My Bets', level: 1 })).toBeVisible();
  await visit(page, '/deposit');
  await page.getByRole('tab', { name: 'Saved card' }).click();
  await expect(page.getByRole('option', { name: /\*\*\*\* 1111/ })).toBeAttached();
  await visit(page, '/withdraw');
  await expect(page.getByRole('button', { name: 'Cancel withdrawal of $12.34' })).toBeVisible();
  await expect(page.getByRole('option', { name: bankAccount })).toBeAttached();

  await logoutViaMenu(page);
  await loginViaModal(page, b.email, b.password);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  for (const path of ['/withdraw', '/deposit', '/my-bets']) {
    await visit(page, path);
    if (path === '/deposit') await page.getByRole('tab', { name: 'Saved card' }).click();
    // Give any cached answer the chance to show before checking it does not.
    await page.waitForTimeout(1500);
    const text = await page.getByRole('main').textContent();
    expect(text, path).not.toContain(ticket);
    expect(text, path).not.toContain('Alice Private');
    expect(text, path).not.toContain(bankAccount);
    expect(text, path).not.toContain('$12.34');
    await expect(page.getByRole('option', { name: /\*\*\*\* 1111|Alice Private/ })).toHaveCount(0);
    await expect(page.getByRole('option', { name: bankAccount })).toHaveCount(0);
  }
});
