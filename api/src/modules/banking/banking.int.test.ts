import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD } from '../../../test/helpers';
import { UNVERIFIED_MESSAGE } from '../auth/guard';
import { getBalances, journalBalances } from '../ledger/service';
import { THREE_DS_STEP } from '@wagering/contract/constants';
import { BANK_REFERENCE_TOO_LONG, CARD_EXPIRED_MESSAGE } from '@wagering/contract/forms';
import { DEBIT_ONLY } from './sandbox-gateway';
import { ACCOUNT_OF_ANOTHER } from './bank-accounts';
import { CARD_DECLINED } from './card-deposit';
import { coolingOffMessage, KEY_REUSED, NOT_YOUR_NAME } from './request-withdrawal';
import { BANK_COOLING_OFF_MS } from '../../app';

type Punter = Awaited<ReturnType<typeof createPunter>>;

describe('banking', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  const call = (p: Punter, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/v1${url}`, headers: p.headers, ...(payload ? { payload } : {}) });
  const card = (cardNumber: string) => ({
    card_holder_name: 'Test Punter',
    card_number: cardNumber,
    expiry_month: 12,
    expiry_year: 2030,
    cvv: '123',
    credit_card_type: 'debit',
    bank_name: 'CBA',
  });
  async function startDeposit(p: Punter, cardNumber: string, amount: number) {
    const saved = await call(p, 'POST', '/banking/credit-cards', card(cardNumber));
    expect(saved.statusCode).toBe(200);
    const dep = await call(p, 'POST', '/banking/sandbox-three-ds/deposit', {
      account: String(saved.json().card_id),
      ccv: '123',
      amount,
    });
    return dep;
  }
  const ids = (res: { json(): { card_request_id: string; card_request_token: string } }) => ({
    card_request_id: res.json().card_request_id,
    card_request_token: res.json().card_request_token,
  });

  describe('debit cards', () => {
    it('registers a card keeping only a token, the masked number and the bank', async () => {
      const p = await createPunter(ctx);
      const res = await call(p, 'POST', '/banking/credit-cards', card('4111 1111 1111 1111'));
      expect(res.json()).toEqual({
        card_id: expect.any(Number),
        masked_card_number: '**** **** **** 1111',
        bank_name: 'CBA',
      });
      const { rows } = await ctx.db.query('SELECT * FROM cards WHERE user_id = $1', [p.id]);
      expect(JSON.stringify(rows)).not.toContain('4111111111111111');
      expect(JSON.stringify(rows)).not.toContain('"123"');
      expect((await call(p, 'GET', '/banking/credit-cards')).json().data).toHaveLength(1);
    });

    it('refuses a credit card: debit cards only', async () => {
      const p = await createPunter(ctx);
      const res = await call(p, 'POST', '/banking/credit-cards', card('4242424242424242'));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.card_number).toBe(DEBIT_ONLY);
    });

    it('refuses card details the form refuses, with the form messages', async () => {
      const p = await createPunter(ctx);
      const res = await call(p, 'POST', '/banking/credit-cards', { ...card('1234'), cvv: '12', expiry_year: 2040 });
      expect(res.json().errors).toEqual({
        card_number: 'Card number is invalid',
        cvv: 'CVV must be 3 characters long',
        expiry_year: 'Expiry year must be between 2024 and 2034',
      });
    });
  });

  it("refuses an expired card (by the server's clock), with the form's message", async () => {
    const p = await createPunter(ctx);
    const now = new Date(ctx.app.deps.clock.now());
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const res = await call(p, 'POST', '/banking/credit-cards', {
      ...card('4111 1111 1111 1111'),
      expiry_month: lastMonth.getUTCMonth() + 1,
      expiry_year: lastMonth.getUTCFullYear(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ expiry_year: CARD_EXPIRED_MESSAGE });
  });

  describe('3-D Secure deposit', () => {
    it('frictionless: deposit (step 3) → proceed (step 4) → complete credits the deposit once', async () => {
      const p = await createPunter(ctx);
      const dep = await startDeposit(p, '4111111111111111', 25.5);
      expect(dep.json()).toMatchObject({
        step: THREE_DS_STEP.ThreeDSMethod,
        html: expect.stringContaining('threeDSMethodForm'),
      });
      const proceed = await call(p, 'POST', '/banking/sandbox-three-ds/proceed', ids(dep));
      expect(proceed.json()).toEqual({ card_request_id: ids(dep).card_request_id, step: THREE_DS_STEP.Success });
      const done = await call(p, 'POST', '/banking/sandbox-three-ds/complete', {
        ...ids(dep),
        sandbox_three_ds_status: 'Y',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ step: THREE_DS_STEP.Success, amount_cents: 2550, cash_cents: 2550 });
      expect((await call(p, 'POST', '/banking/sandbox-three-ds/complete', ids(dep))).statusCode).toBe(409);
      expect(await getBalances(ctx.db, p.id)).toEqual({ cash_cents: 2550, bonus_cents: 0 });
      const status = await call(p, 'GET', `/banking/sandbox-three-ds/notification-status/${ids(dep).card_request_id}`);
      expect(status.json().status).toBe('completed');
    });

    it('the 3-D Secure pages are on the configured site address, whatever Host the request names', async () => {
      const p = await createPunter(ctx);
      const saved = await call(p, 'POST', '/banking/credit-cards', card('4000000000003220'));
      const dep = await ctx.app.inject({
        method: 'POST',
        url: '/v1/banking/sandbox-three-ds/deposit',
        headers: { ...p.headers, host: 'evil.example' },
        payload: { account: String(saved.json().card_id), ccv: '123', amount: 10 },
      });
      expect(dep.json().html).toContain(`${ctx.app.deps.publicUrl}/v1/banking/sandbox-three-ds/acs/`);
      expect(dep.body).not.toContain('evil.example');
      const proceed = await ctx.app.inject({
        method: 'POST',
        url: '/v1/banking/sandbox-three-ds/proceed',
        headers: { ...p.headers, host: 'evil.example' },
        payload: ids(dep),
      });
      expect(proceed.json().redirect_url).toMatch(
        new RegExp(`^${ctx.app.deps.publicUrl}/v1/banking/sandbox-three-ds/acs/`),
      );
    });

    it('in the demo without PUBLIC_URL the 3-D Secure pages follow the address the site was opened at, never a name', async () => {
      const deps = ctx.app.deps as { publicUrlFollowsHost: boolean };
      deps.publicUrlFollowsHost = true;
      try {
        const p = await createPunter(ctx);
        const saved = await call(p, 'POST', '/banking/credit-cards', card('4000000000003220'));
        const deposit = (host: string) =>
          ctx.app.inject({
            method: 'POST',
            url: '/v1/banking/sandbox-three-ds/deposit',
            headers: { ...p.headers, host },
            payload: { account: String(saved.json().card_id), ccv: '123', amount: 10 },
          });
        expect((await deposit('127.0.0.1:8080')).json().html).toContain(
          'http://127.0.0.1:8080/v1/banking/sandbox-three-ds/acs/',
        );
        expect((await deposit('192.168.1.20:8080')).json().html).toContain('http://192.168.1.20:8080/v1/banking/');
        const named = await deposit('evil.example');
        expect(named.json().html).toContain(`${ctx.app.deps.publicUrl}/v1/banking/sandbox-three-ds/acs/`);
        expect(named.body).not.toContain('evil.example');
      } finally {
        deps.publicUrlFollowsHost = false;
      }
    });

    it('challenge: proceed asks for the bank’s challenge (step 1); once approved, status is authenticated and the alternative completion form works', async () => {
      const p = await createPunter(ctx);
      const dep = await startDeposit(p, '4000000000003220', 10);
      const proceed = await call(p, 'POST', '/banking/sandbox-three-ds/proceed', ids(dep));
      expect(proceed.json()).toMatchObject({
        step: THREE_DS_STEP.VerificationRedirect_v2,
        redirect_fields: { creq: ids(dep).card_request_token },
      });
      const pending = await call(p, 'GET', `/banking/sandbox-three-ds/notification-status/${ids(dep).card_request_id}`);
      expect(pending.json().status).toBe('pending');
      const acs = await ctx.app.inject({
        method: 'POST',
        url: new URL(proceed.json().redirect_url).pathname,
        payload: `creq=${ids(dep).card_request_token}&answer=approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(acs.statusCode).toBe(200);
      const status = await call(p, 'GET', `/banking/sandbox-three-ds/notification-status/${ids(dep).card_request_id}`);
      expect(status.json()).toMatchObject({ step: THREE_DS_STEP.Success, status: 'authenticated' });
      const done = await call(p, 'POST', '/banking/sandbox-three-ds/complete', {
        authentication_request: 'x',
        merchant_data: ids(dep).card_request_token,
        request_num: '1',
        referenced_transaction_id: ids(dep).card_request_id,
      });
      expect(done.json().amount_cents).toBe(1000);
    });

    it('declined card: completion answers 400 with step 5 and nothing is credited', async () => {
      const p = await createPunter(ctx);
      const dep = await startDeposit(p, '4000000000000002', 10);
      await call(p, 'POST', '/banking/sandbox-three-ds/proceed', ids(dep));
      const done = await call(p, 'POST', '/banking/sandbox-three-ds/complete', ids(dep));
      expect(done.statusCode).toBe(400);
      expect(done.json()).toMatchObject({ message: CARD_DECLINED, step: THREE_DS_STEP.Failure });
      expect(await getBalances(ctx.db, p.id)).toEqual({ cash_cents: 0, bonus_cents: 0 });
      expect(
        (await call(p, 'GET', `/banking/sandbox-three-ds/notification-status/${ids(dep).card_request_id}`)).json()
          .status,
      ).toBe('failed');
    });

    it('an unverified punter can browse but a deposit is refused with a clear error', async () => {
      const p = await createPunter(ctx, { verified: false });
      const dep = await startDeposit(p, '4111111111111111', 10);
      expect(dep.statusCode).toBe(403);
      expect(dep.json().message).toBe(UNVERIFIED_MESSAGE);
    });

    it('a deposit over the deposit limit is refused with a clear message', async () => {
      const p = await createPunter(ctx);
      await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 100, deposit_period: 7 });
      const dep = await startDeposit(p, '4111111111111111', 150);
      expect(dep.statusCode).toBe(400);
      expect(dep.json().message).toBe(
        'This deposit is over your deposit limit. You can deposit up to $100.00 more this week.',
      );
    });

    it('another punter’s card or card payment is not found', async () => {
      const owner = await createPunter(ctx);
      const other = await createPunter(ctx);
      const dep = await startDeposit(owner, '4111111111111111', 10);
      const cardId = (await call(owner, 'GET', '/banking/credit-cards')).json().data[0].card_id;
      expect(
        (
          await call(other, 'POST', '/banking/sandbox-three-ds/deposit', {
            account: String(cardId),
            ccv: '123',
            amount: 5,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(other, 'POST', '/banking/sandbox-three-ds/proceed', ids(dep))).statusCode).toBe(404);
      expect(
        (await call(other, 'GET', `/banking/sandbox-three-ds/notification-status/${ids(dep).card_request_id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(other, 'POST', '/banking/sandbox-three-ds/deposit', { account: 'abc', ccv: '123', amount: 5 }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('bank accounts, EFT and PayID', () => {
    it('registers a bank account with the BSB and account number rules', async () => {
      const p = await createPunter(ctx);
      const bad = await call(p, 'POST', '/banking/register-bank-account', {
        bank_name: 'CBA',
        account_name: 'T P',
        bsb_number: '12345',
        account_number: '123',
      });
      expect(bad.json().errors).toEqual({
        bsb_number: 'Enter 6 digits or 123-456 format',
        account_number: 'Enter 6-10 digit account number',
      });
      const ok = await call(p, 'POST', '/banking/register-bank-account', {
        bank_name: 'CBA',
        account_name: 'T P',
        bsb_number: '062-000',
        account_number: '12345678',
      });
      expect(ok.json()).toEqual({
        bank_account_id: expect.any(Number),
        account_description: 'CBA - T P - BSB 062-000 - Acc ****5678',
      });
      expect((await call(p, 'GET', '/banking/bank-accounts')).json().data).toEqual([ok.json()]);
      expect(
        (
          await call(p, 'POST', '/banking/register-bank-account', {
            bank_name: 'CBA',
            account_name: 'T P',
            bsb_number: '062000',
            account_number: '12345678',
          })
        ).statusCode,
      ).toBe(409);
    });

    it('records an EFT notification', async () => {
      const p = await createPunter(ctx);
      const res = await call(p, 'POST', '/banking/send-eft-notification', { amount: 50, date: '2026-11-20' });
      expect(res.statusCode).toBe(200);
      expect((await call(p, 'POST', '/banking/send-eft-notification', {})).json().errors).toEqual({
        amount: 'Amount is required',
        date: 'Date is required',
      });
      // A reference no Australian bank could have carried is refused clearly.
      const long = await call(p, 'POST', '/banking/send-eft-notification', {
        amount: 50,
        date: '2026-11-20',
        transaction_id: 'A'.repeat(19),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ transaction_id: BANK_REFERENCE_TOO_LONG });
      // A huge amount is refused with a message that says the most it takes.
      const huge = await call(p, 'POST', '/banking/send-eft-notification', { amount: 5e12, date: '2026-11-20' });
      expect(huge.json().errors).toEqual({ amount: 'Amount must be at most $1,000,000' });
    });

    it('gives each punter one PayID; a simulated incoming payment is credited as a deposit', async () => {
      const p = await createPunter(ctx);
      const { payid } = (await call(p, 'GET', '/banking/payid')).json();
      expect((await call(p, 'GET', '/banking/payid')).json().payid).toBe(payid);
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/v1/dev/payid/incoming',
        payload: { payid, amount: 40 },
      });
      expect(paid.json()).toMatchObject({ amount_cents: 4000, cash_cents: 4000 });
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/dev/payid/incoming',
            payload: { payid: 'nobody@x', amount: 1 },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('withdrawals', () => {
    /** An account in the punter's own name (insertUser: "Test", "Punter <username>"), a number of their own. */
    const ownAccount = (p: Punter) => ({
      bank_name: 'CBA',
      account_name: `Test Punter ${p.username}`,
      bsb_number: '062000',
      account_number: String(parseInt(p.id.replace(/\D/g, '').slice(0, 9) || '0', 10) + 1e9).slice(0, 10),
    });
    /** Registers it and lets its cooling-off pass (backdated a day and an hour). */
    async function withBankAccount(p: Punter, details = ownAccount(p)) {
      const res = await call(p, 'POST', '/banking/register-bank-account', details);
      await ctx.db.query("UPDATE bank_accounts SET created_at = created_at - interval '25 hours' WHERE id = $1", [
        res.json().bank_account_id,
      ]);
      return String(res.json().bank_account_id);
    }

    it("goes only to an account in the verified punter's name that has passed its cooling-off", async () => {
      const p = await createPunter(ctx, { cashCents: 5000 });
      const withdraw = (account: string) =>
        call(p, 'POST', '/banking/withdrawal/request', { account, amount: 10, password: TEST_PASSWORD });
      const somebodyElse = await withBankAccount(p, {
        ...ownAccount(p),
        account_name: 'Somebody Else',
        account_number: '555000111',
      });
      const refused = await withdraw(somebodyElse);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: NOT_YOUR_NAME, code: 'account-name' });

      const fresh = (await call(p, 'POST', '/banking/register-bank-account', ownAccount(p))).json().bank_account_id;
      const waiting = await withdraw(String(fresh));
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json()).toMatchObject({
        message: coolingOffMessage(ctx.clock.now() + BANK_COOLING_OFF_MS),
        code: 'cooling-off',
      });
      ctx.clock.advance(BANK_COOLING_OFF_MS);
      expect((await withdraw(String(fresh))).statusCode).toBe(200);
      expect(await getBalances(ctx.db, p.id)).toMatchObject({ cash_cents: 4000 });
    });

    it('refuses to register an account number another punter holds', async () => {
      const first = await createPunter(ctx);
      const second = await createPunter(ctx);
      const details = ownAccount(first);
      expect((await call(first, 'POST', '/banking/register-bank-account', details)).statusCode).toBe(200);
      const taken = await call(second, 'POST', '/banking/register-bank-account', {
        ...details,
        bsb_number: '062-000',
        account_name: `Test Punter ${second.username}`,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ account_number: ACCOUNT_OF_ANOTHER });
    });

    it('a withdrawal retried with the same Idempotency-Key is made once; the key with another amount is 409', async () => {
      const p = await createPunter(ctx, { cashCents: 5000 });
      const account = await withBankAccount(p);
      const request = (amount: number, key: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/banking/withdrawal/request',
          headers: { ...p.headers, 'idempotency-key': key },
          payload: { account, amount, password: TEST_PASSWORD },
        });
      const answers = await Promise.all([request(12, 'w-1'), request(12, 'w-1'), request(12, 'w-1')]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => r.json().withdrawal_id)).size).toBe(1);
      expect(await getBalances(ctx.db, p.id)).toMatchObject({ cash_cents: 3800 });
      const reused = await request(13, 'w-1');
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(KEY_REUSED);
      expect((await request(12, 'w-2')).statusCode).toBe(200);
      expect(await getBalances(ctx.db, p.id)).toMatchObject({ cash_cents: 2600 });
    });

    it('50 concurrent withdrawals against one balance leave it at exactly zero or above with every cent accounted', async () => {
      const p = await createPunter(ctx, { cashCents: 10000 });
      const account = await withBankAccount(p);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          call(p, 'POST', '/banking/withdrawal/request', { account, amount: 7, password: TEST_PASSWORD }),
        ),
      );
      const accepted = results.filter((r) => r.statusCode === 200).length;
      expect(
        results.every(
          (r) => r.statusCode === 200 || (r.statusCode === 400 && r.json().message === 'Insufficient funds'),
        ),
      ).toBe(true);
      expect(accepted).toBe(14);
      const balances = await getBalances(ctx.db, p.id);
      expect(balances.cash_cents).toBe(10000 - 14 * 700);
      expect(await journalBalances(ctx.db, p.id)).toEqual(balances);
      const { rows } = await ctx.db.query<{ total: string | number }>(
        "SELECT SUM(amount_cents) AS total FROM withdrawals WHERE user_id = $1 AND status = 'pending'",
        [p.id],
      );
      expect(Number(rows[0].total) + balances.cash_cents).toBe(10000);
    });

    it('needs a verified punter, the right password, their own bank account and no more than the withdrawable cash', async () => {
      const unverified = await createPunter(ctx, { verified: false, cashCents: 5000 });
      const acc0 = await withBankAccount(unverified);
      expect(
        (
          await call(unverified, 'POST', '/banking/withdrawal/request', {
            account: acc0,
            amount: 10,
            password: TEST_PASSWORD,
          })
        ).statusCode,
      ).toBe(403);

      const p = await createPunter(ctx, { cashCents: 5000 });
      const account = await withBankAccount(p);
      const wrong = await call(p, 'POST', '/banking/withdrawal/request', {
        account,
        amount: 10,
        password: 'Wrong1234',
      });
      expect(wrong.json().errors).toEqual({ password: 'The password you entered is incorrect.' });
      expect(
        (await call(p, 'POST', '/banking/withdrawal/request', { account: acc0, amount: 10, password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(404);
      const tooMuch = await call(p, 'POST', '/banking/withdrawal/request', {
        account,
        amount: 50.01,
        password: TEST_PASSWORD,
      });
      expect(tooMuch.json().message).toBe('Insufficient funds');
      expect((await call(p, 'POST', '/banking/withdrawal/request', {})).json().errors).toEqual({
        account: 'Account is required',
        amount: 'Amount is required',
        password: 'Password is required',
      });
    });

    it('a pending withdrawal can be changed and cancelled; the cash comes back', async () => {
      const p = await createPunter(ctx, { cashCents: 5000 });
      const account = await withBankAccount(p);
      const w = (
        await call(p, 'POST', '/banking/withdrawal/request', { account, amount: 20, password: TEST_PASSWORD })
      ).json();
      expect(w).toMatchObject({ status: 'pending', amount_cents: 2000, cash_cents: 3000 });
      const changed = await call(p, 'POST', '/banking/withdrawal/update', {
        transaction_id: String(w.withdrawal_id),
        amount: 30,
        password: TEST_PASSWORD,
      });
      expect(changed.json()).toMatchObject({ amount_cents: 3000, cash_cents: 2000 });
      const other = await createPunter(ctx);
      expect(
        (
          await call(other, 'POST', '/banking/withdrawal/cancel', {
            transaction_id: String(w.withdrawal_id),
            password: TEST_PASSWORD,
          })
        ).statusCode,
      ).toBe(404);
      const cancelled = await call(p, 'POST', '/banking/withdrawal/cancel', {
        transaction_id: String(w.withdrawal_id),
        password: TEST_PASSWORD,
      });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', cash_cents: 5000 });
      expect(
        (
          await call(p, 'POST', '/banking/withdrawal/cancel', {
            transaction_id: String(w.withdrawal_id),
            password: TEST_PASSWORD,
          })
        ).statusCode,
      ).toBe(409);
      expect(await journalBalances(ctx.db, p.id)).toEqual({ cash_cents: 5000, bonus_cents: 0 });
      const list = (await call(p, 'GET', '/banking/withdrawals')).json().data;
      expect(list).toEqual([
        expect.objectContaining({ withdrawal_id: w.withdrawal_id, status: 'cancelled', amount_cents: 3000 }),
      ]);
      expect((await call(other, 'GET', '/banking/withdrawals')).json().data).toEqual([]);
    });
  });
});
