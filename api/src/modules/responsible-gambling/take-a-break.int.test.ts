import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_COOLING_OFF_MS } from '../../app';
import { createPunter, createTestApp, TEST_PASSWORD } from '../../../test/helpers';
import { post } from '../ledger/service';
import { cents } from '@wagering/contract/money';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
type Punter = Awaited<ReturnType<typeof createPunter>>;
const ON_BREAK =
  /^You are on a break until \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (AM|PM) \S+\. Logging in, deposits and bets are available again from then\.$/;

describe('take a break (issue 39 item 3)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const call = (p: Punter, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/v1${url}`, headers: p.headers, ...(payload ? { payload } : {}) });
  const takeBreak = (p: Punter, period: string) => call(p, 'POST', '/responsible-gambling/take-a-break', { period });
  const login = (p: Punter) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: p.username, password: TEST_PASSWORD },
    });
  const bet = (p: Punter) =>
    call(p, 'POST', '/betting/request-bet', {
      coupon_tracking_code: `break-${p.id}`,
      legs: [{ event_id: 1, bet_type: 'FWIN', selections: 1, bet_amount: 1 }],
    });
  const deposit = (p: Punter) =>
    call(p, 'POST', '/banking/sandbox-three-ds/deposit', { account: '1', ccv: '123', amount: 10 });

  it('starts at once: logins, deposits and bets are refused as for self-exclusion, with its end in words', async () => {
    const p = await createPunter(ctx, { cashCents: 5000 });
    const taken = await takeBreak(p, '7d');
    expect(taken.statusCode).toBe(200);
    expect(Date.parse(taken.json().break_until)).toBe(ctx.clock.now() + 7 * DAY);
    expect(taken.json().message).toMatch(ON_BREAK);
    const status = (await call(p, 'GET', '/responsible-gambling/take-a-break')).json();
    expect(status).toMatchObject({ on_break: true, break_until: taken.json().break_until });

    for (const [what, res] of Object.entries({ login: await login(p), bet: await bet(p), deposit: await deposit(p) })) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toMatchObject({ code: 'on-break', message: taken.json().message });
    }
  });

  it('tells the end in the punter’s own zone, kept with the account', async () => {
    const p = await createPunter(ctx);
    await ctx.db.query("UPDATE users SET time_zone = 'Australia/Sydney' WHERE id = $1", [p.id]);
    const message = (await takeBreak(p, '24h')).json().message as string;
    expect(message).toMatch(/ AE[DS]T\. /);
    const end = ctx.clock.now() + DAY;
    const sydney = new Intl.DateTimeFormat('en-AU', { day: 'numeric', timeZone: 'Australia/Sydney' }).format(end);
    expect(message).toContain(`until ${sydney} `);
  });

  it('allows withdrawals while it runs', async () => {
    const p = await createPunter(ctx, { cashCents: 5000 });
    const account = await call(p, 'POST', '/banking/register-bank-account', {
      bank_name: 'CBA',
      account_name: `Test Punter ${p.username}`,
      bsb_number: '062000',
      account_number: String(parseInt(p.id.replace(/\D/g, '').slice(0, 9) || '0', 10) + 1e9).slice(0, 10),
    });
    expect(account.statusCode).toBe(200);
    ctx.clock.advance(BANK_COOLING_OFF_MS);
    await takeBreak(p, '24h');
    const res = await call(p, 'POST', '/banking/withdrawal/request', {
      account: String(account.json().bank_account_id),
      amount: 10,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('is never shortened: a shorter break leaves the longer one as it is; a longer one ends later', async () => {
    const p = await createPunter(ctx);
    const week = (await takeBreak(p, '7d')).json();
    ctx.clock.advance(HOUR);
    const shorter = await takeBreak(p, '24h');
    expect(shorter.statusCode).toBe(200);
    expect(shorter.json().break_until).toBe(week.break_until);
    expect(shorter.json().message).toMatch(
      /^Your break already runs longer, so it stays as it is\. You are on a break/,
    );
    const month = (await takeBreak(p, '30d')).json();
    expect(Date.parse(month.break_until)).toBe(ctx.clock.now() + 30 * DAY);
  });

  it('ends on its own: from its end, logins, deposits and bets are back with nothing to do', async () => {
    const p = await createPunter(ctx);
    await takeBreak(p, '24h');
    ctx.clock.advance(DAY - 1000);
    expect((await login(p)).statusCode).toBe(403);
    ctx.clock.advance(1000);
    expect((await login(p)).statusCode).toBe(200);
    expect((await call(p, 'GET', '/responsible-gambling/take-a-break')).json()).toEqual({
      on_break: false,
      break_until: null,
      message: null,
    });
    expect((await bet(p)).json().code).not.toBe('on-break');
  });

  it('refuses a period it does not offer with the common error shape', async () => {
    const p = await createPunter(ctx);
    const res = await takeBreak(p, '2h');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    expect((await call(p, 'GET', '/responsible-gambling/take-a-break')).json().on_break).toBe(false);
  });
});

describe('the activity reminder (issue 39 item 3)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const call = (p: Punter, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/v1${url}`, headers: p.headers, ...(payload ? { payload } : {}) });

  it('is off until set, kept with the account, and offers 30, 60 or 120 minutes only', async () => {
    const p = await createPunter(ctx);
    expect((await call(p, 'GET', '/responsible-gambling/activity-reminder')).json()).toEqual({ every_minutes: 0 });
    const set = await call(p, 'POST', '/responsible-gambling/activity-reminder', { every_minutes: 60 });
    expect(set.json()).toEqual({
      every_minutes: 60,
      message: 'We will remind you every 60 minutes you are logged in.',
    });
    expect((await call(p, 'GET', '/responsible-gambling/activity-reminder')).json()).toEqual({ every_minutes: 60 });
    expect((await call(p, 'POST', '/responsible-gambling/activity-reminder', { every_minutes: 45 })).statusCode).toBe(
      400,
    );
    const off = await call(p, 'POST', '/responsible-gambling/activity-reminder', { every_minutes: 0 });
    expect(off.json()).toEqual({ every_minutes: 0, message: 'Activity reminders are off.' });
  });

  it("gives the session's login time and its stakes, returns and result since login, cash only", async () => {
    const p = await createPunter(ctx, { cashCents: 10_000 });
    const loggedInAt = ctx.clock.now();
    const entry = (kind: 'stake' | 'return', amount: number, ref: string, at = ctx.clock.now()) =>
      ctx.db.tx((q) =>
        post(q, {
          userId: p.id,
          kind,
          reference: `${ref}-${p.id}`,
          description: kind,
          at,
          lines: [
            { account: 'cash', amount_cents: cents(amount) },
            { account: 'house_revenue', amount_cents: cents(-amount) },
          ],
        }),
      );
    // A stake from before this login is not this session's.
    await entry('stake', -700, 's0', loggedInAt - HOUR);
    ctx.clock.advance(10 * 60_000);
    await entry('stake', -2500, 's1');
    await entry('return', 1000, 'r1');
    const res = await call(p, 'GET', '/responsible-gambling/session-activity');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      logged_in_at: new Date(loggedInAt).toISOString(),
      every_minutes: 0,
      stakes_cents: 2500,
      returns_cents: 1000,
      net_cents: -1500,
    });
  });

  it('asks for a login without one (401, the common error shape)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/responsible-gambling/session-activity' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });
});
