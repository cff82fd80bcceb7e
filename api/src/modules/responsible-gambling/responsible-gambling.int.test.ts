import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_CENTS } from '@wagering/contract/forms';
import { createPunter, createTestApp, TEST_PASSWORD, validRegistration } from '../../../test/helpers';
import { post } from '../ledger/service';
import { cents } from '@wagering/contract/money';

const DAY = 24 * 3600 * 1000;
type Punter = Awaited<ReturnType<typeof createPunter>>;

describe('responsible gambling', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const call = (p: Punter, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/v1${url}`, headers: p.headers, ...(payload ? { payload } : {}) });
  const limits = async (p: Punter) => (await call(p, 'GET', '/responsible-gambling/deposit-limits')).json();

  describe('deposit limits', () => {
    it('a lower limit applies at once', async () => {
      const p = await createPunter(ctx);
      await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 500, deposit_period: 7 });
      const res = await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {
        deposit_limit: 200,
        deposit_period: 7,
      });
      expect(res.json().message).toBe('Your deposit limit has been updated.');
      expect((await limits(p)).current).toMatchObject({ amount_cents: 20000, period_days: 7 });
    });

    it('$50 per 7 days to $1 per day is a decrease (at most $7 a week) and applies at once; $10 per day waits', async () => {
      const p = await createPunter(ctx);
      await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 50, deposit_period: 7 });
      const cut = await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {
        deposit_limit: 1,
        deposit_period: 1,
      });
      expect(cut.json().message).toBe('Your deposit limit has been updated.');
      expect(await limits(p)).toMatchObject({ current: { amount_cents: 100, period_days: 1 }, pending: null });
      const raise = await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {
        deposit_limit: 10,
        deposit_period: 1,
      });
      expect(raise.json().message).toMatch(/^Your higher deposit limit will apply from /);
      expect((await limits(p)).current).toMatchObject({ amount_cents: 100, period_days: 1 });
    });

    it('a higher one only after 7 days', async () => {
      const p = await createPunter(ctx);
      await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 100, deposit_period: 1 });
      const res = await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {
        deposit_limit: 1000,
        deposit_period: 1,
      });
      expect(res.json().message).toMatch(/^Your higher deposit limit will apply from /);
      expect(await limits(p)).toMatchObject({
        current: { amount_cents: 10000 },
        pending: { amount_cents: 100000, removes_limit: false },
      });
      ctx.clock.advance(7 * DAY - 1000);
      expect((await limits(p)).current.amount_cents).toBe(10000);
      ctx.clock.advance(2000);
      expect(await limits(p)).toMatchObject({ current: { amount_cents: 100000 }, pending: null });
    });

    it('counts deposits in the period: remaining is the limit less what was deposited', async () => {
      const p = await createPunter(ctx);
      await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 100, deposit_period: 7 });
      await ctx.db.tx((q) =>
        post(q, {
          userId: p.id,
          kind: 'deposit',
          reference: `rg-${p.id}`,
          description: 'Deposit',
          at: ctx.clock.now(),
          lines: [
            { account: 'cash', amount_cents: cents(3000) },
            { account: 'bank_clearing', amount_cents: cents(-3000) },
          ],
        }),
      );
      expect(await limits(p)).toMatchObject({ used_cents: 3000, remaining_cents: 7000 });
    });

    it('"Deposit limit is required" / "Deposit limit must be a number", "Deposit period is required"', async () => {
      const p = await createPunter(ctx);
      expect((await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {})).json().errors).toEqual({
        deposit_limit: 'Deposit limit is required',
        deposit_period: 'Deposit period is required',
      });
      expect(
        (
          await call(p, 'POST', '/responsible-gambling/set-deposit-limit', { deposit_limit: 'lots', deposit_period: 3 })
        ).json().errors,
      ).toEqual({
        deposit_limit: 'Deposit limit must be a number',
        deposit_period: 'Deposit period is required',
      });
    });

    it('a limit in fractions of a cent is refused, never rounded (0.001 is not $0.00)', async () => {
      const p = await createPunter(ctx);
      const res = await call(p, 'POST', '/responsible-gambling/set-deposit-limit', {
        deposit_limit: 0.001,
        deposit_period: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ deposit_limit: DEPOSIT_LIMIT_CENTS });
      expect((await limits(p)).current).toBeNull();
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: validRegistration({
          email: 'cents@example.com',
          phone: '0412999111',
          has_opted_out: false,
          deposit_limit_amount: 10.005,
          limit_period: 7,
        }),
      });
      expect(registered.statusCode).toBe(400);
      expect(registered.json().errors).toEqual({ deposit_limit_amount: DEPOSIT_LIMIT_CENTS });
    });
  });

  describe('self-exclusion', () => {
    it('excludes until the date: login, bets and deposits are refused until then, with a message that says so', async () => {
      const p = await createPunter(ctx);
      const until = new Date(ctx.clock.now() + 10 * DAY).toISOString().slice(0, 10);
      const res = await call(p, 'POST', '/responsible-gambling/user-self-exclusion', {
        self_exclusion_date: until,
        current_password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^You are self-excluded until /);
      // The day named is the day chosen (the exclusion ends at the midnight after it), whatever the time zone.
      const [y, m, d] = until.split('-').map(Number);
      const chosen = new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(res.json().message).toContain(`until ${chosen.format(Date.UTC(y!, m! - 1, d!))}.`);
      expect(res.json().message).toContain(`again from ${chosen.format(Date.UTC(y!, m! - 1, d! + 1))}.`);
      expect((await call(p, 'GET', '/responsible-gambling/user-self-exclusion')).json().self_excluded).toBe(true);

      const login = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: p.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      const deposit = await call(p, 'POST', '/banking/sandbox-three-ds/deposit', {
        account: '1',
        ccv: '123',
        amount: 10,
      });
      expect(deposit.statusCode).toBe(403);
      expect(deposit.json().code).toBe('self-excluded');

      ctx.clock.advance(12 * DAY);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/auth/login',
            payload: { username: p.username, password: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    });

    it("tells the end in the punter's own zone, kept with the account, with the zone's name that day", async () => {
      const p = await createPunter(ctx);
      await ctx.db.query('UPDATE users SET time_zone = $2 WHERE id = $1', [p.id, 'Australia/Sydney']);
      const until = new Date(ctx.clock.now() + 10 * DAY).toISOString().slice(0, 10);
      const res = await call(p, 'POST', '/responsible-gambling/user-self-exclusion', {
        self_exclusion_date: until,
        current_password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      // The exclusion ends at the midnight after the chosen day where the punter lives (Sydney), not at UTC's: the
      // day they chose is their last excluded day, and the message names it and the next one.
      const sydneyDay = (at: number) =>
        new Intl.DateTimeFormat('en-AU', {
          timeZone: 'Australia/Sydney',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(at);
      const stored = await ctx.db.query<{ until: Date }>(
        'SELECT self_excluded_until AS until FROM users WHERE id = $1',
        [p.id],
      );
      const end = new Date(stored.rows[0]!.until).getTime();
      const sydneyClock = new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Sydney',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(end);
      expect(sydneyClock).toBe('00:00');
      expect(new Date(end - 1).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' })).toBe(until);
      const message: string = res.json().message;
      expect(message).toBe(
        `You are self-excluded until ${sydneyDay(end - 1)}. Logging in, deposits and bets are available again from ${sydneyDay(end)}.`,
      );
      expect(message).not.toContain('UTC');

      const login = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: p.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(message);
    });

    it('needs the current password and a date after today', async () => {
      const p = await createPunter(ctx);
      expect((await call(p, 'POST', '/responsible-gambling/user-self-exclusion', {})).json().errors).toEqual({
        self_exclusion_date: 'Self exclusion date is required',
        current_password: 'Current password is required',
      });
      const today = new Date(ctx.clock.now()).toISOString().slice(0, 10);
      const res = await call(p, 'POST', '/responsible-gambling/user-self-exclusion', {
        self_exclusion_date: today,
        current_password: TEST_PASSWORD,
      });
      expect(res.json().errors).toEqual({ self_exclusion_date: 'Self exclusion date must be after today' });
      const wrong = await call(p, 'POST', '/responsible-gambling/user-self-exclusion', {
        self_exclusion_date: '2099-01-01',
        current_password: 'Nope12345',
      });
      expect(wrong.json().errors).toEqual({ current_password: 'The password you entered is incorrect.' });
    });
  });

  describe('activity statement', () => {
    it('sums the month’s ledger movements per kind with opening and closing cash', async () => {
      const p = await createPunter(ctx);
      ctx.clock.set(Date.UTC(2026, 9, 31, 12));
      const move = (kind: 'deposit' | 'stake', amount: number, ref: string) =>
        ctx.db.tx((q) =>
          post(q, {
            userId: p.id,
            kind,
            reference: `${ref}-${p.id}`,
            description: kind,
            at: ctx.clock.now(),
            lines: [
              { account: 'cash', amount_cents: cents(amount) },
              { account: kind === 'deposit' ? 'bank_clearing' : 'stakes_held', amount_cents: cents(-amount) },
            ],
          }),
        );
      await move('deposit', 10000, 'oct');
      ctx.clock.set(Date.UTC(2026, 10, 5));
      await move('deposit', 5000, 'nov');
      await move('stake', -2500, 'bet');
      const res = await call(p, 'GET', '/responsible-gambling/activity-statement?month=11&year=2026');
      expect(res.json()).toMatchObject({
        year: 2026,
        month: 11,
        opening_cash_cents: 10000,
        closing_cash_cents: 12500,
        net_cash_cents: 2500,
      });
      expect(res.json().totals.find((t: { kind: string }) => t.kind === 'stake')).toEqual({
        kind: 'stake',
        cash_cents: -2500,
        bonus_cents: 0,
        entries: 1,
      });
      expect((await call(p, 'GET', '/responsible-gambling/activity-statement?month=13&year=2026')).statusCode).toBe(
        400,
      );
    });
  });
});
