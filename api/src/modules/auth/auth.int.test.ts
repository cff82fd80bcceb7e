import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD } from '../../../test/helpers';
import { TOO_MANY_ATTEMPTS } from '../../lib/rate-limits';
import { RECOVERY_SENT } from './routes/post-recover-password.handler';

const registration = {
  gender: 'F',
  first_name: 'Jane',
  last_name: 'Citizen',
  phone: '0412345678',
  date_of_birth: '1990-05-17',
  email: 'jane.citizen@example.com',
  password: 'Secret123',
  has_auto_filling: false,
  show_address_fields: true,
  home_street_number: '12',
  home_street_name: 'Flemington',
  home_street_type: 'RD',
  country: 'AUS',
  state: 'VIC',
  home_suburb: 'Flemington',
  post_code: '3031',
  deposit_limit_amount: 500,
  limit_period: 7,
  has_opted_out: false,
  acknowledge_terms: true,
};

describe('auth', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const postJson = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /v1/auth/register', () => {
    it('opens an unverified account that can log in by email, with its deposit limit in force', async () => {
      const res = await postJson('/v1/auth/register', registration);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user_verified: false,
        user_id: expect.any(String),
        access_token: expect.any(String),
      });
      const login = await postJson('/v1/auth/login', { username: registration.email, password: registration.password });
      expect(login.statusCode).toBe(200);
      const limits = await ctx.app.inject({
        method: 'GET',
        url: '/v1/responsible-gambling/deposit-limits',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(limits.json().current).toMatchObject({ amount_cents: 50000, period_days: 7 });
    });

    it('refuses what the form refuses, with the form’s messages', async () => {
      const res = await postJson('/v1/auth/register', {
        ...registration,
        email: 'x',
        phone: '1111111111',
        first_name: 'J4ne',
        acknowledge_terms: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        email: 'Must be a valid email address',
        phone: 'Phone number cannot have repeating or patterned digits',
        first_name: 'First name must contain only letters',
        acknowledge_terms: 'Please acknowledge the terms and conditions',
      });
    });

    it('refuses someone under 18 by the server’s clock with the date of birth message', async () => {
      ctx.clock.set(Date.UTC(2026, 10, 22, 12));
      const res = await postJson('/v1/auth/register', {
        ...registration,
        email: 'young@example.com',
        date_of_birth: '2008-11-23',
      });
      expect(res.json().errors).toEqual({
        date_of_birth: 'The date of birth field must be a date before or equal to 22/11/2008',
      });
    });

    it('refuses a registrant on the BetStop self-exclusion register', async () => {
      await ctx.db.query(
        "INSERT INTO self_exclusion_register (first_name, last_name, date_of_birth) VALUES ('Barry', 'Banned', '1980-01-01')",
      );
      const res = await postJson('/v1/auth/register', {
        ...registration,
        email: 'barry@example.com',
        first_name: 'Barry',
        last_name: 'Banned',
        date_of_birth: '1980-01-01',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('BetStop');
      const { rows } = await ctx.db.query("SELECT 1 FROM users WHERE email = 'barry@example.com'");
      expect(rows).toHaveLength(0);
    });

    it('two registrations racing for one email: one account, the other answered 409', async () => {
      const same = { ...registration, email: 'race@example.com' };
      const codes = (await Promise.all([postJson('/v1/auth/register', same), postJson('/v1/auth/register', same)])).map(
        (r) => r.statusCode,
      );
      expect(codes.sort()).toEqual([200, 409]);
    });

    it('refuses an email that already has an account', async () => {
      const res = await postJson('/v1/auth/register', registration);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.email).toBeDefined();
    });
  });

  it('GET /v1/user-registration/user-params lists the choices the registration form validates against', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/user-registration/user-params' });
    expect(res.json().limit_periods).toEqual([
      { key: 'Daily', value: 1 },
      { key: 'Weekly', value: 7 },
      { key: 'Fortnightly', value: 14 },
      { key: 'Monthly', value: 30 },
    ]);
    expect(res.json().default_company).toBe(1);
  });

  describe('POST /v1/auth/login', () => {
    it('answers access_token, user_verified and user_id for username and password', async () => {
      const p = await createPunter(ctx);
      const res = await postJson('/v1/auth/login', {
        username: p.username,
        password: TEST_PASSWORD,
        remember_me: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String), user_verified: true, user_id: p.id });
    });

    it('username required ("Username is required"), password required ("Password is required")', async () => {
      const res = await postJson('/v1/auth/login', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    });

    it('a token without remember_me expires after a day; with remember_me it lasts a year', async () => {
      const p = await createPunter(ctx);
      const short = (await postJson('/v1/auth/login', { username: p.username, password: TEST_PASSWORD })).json()
        .access_token;
      const long = (
        await postJson('/v1/auth/login', { username: p.username, password: TEST_PASSWORD, remember_me: true })
      ).json().access_token;
      ctx.clock.advance(2 * 24 * 3600 * 1000);
      const details = (token: string) =>
        ctx.app.inject({ method: 'GET', url: '/v1/clients/details', headers: { authorization: `Bearer ${token}` } });
      expect((await details(short)).statusCode).toBe(401);
      expect((await details(long)).statusCode).toBe(200);
    });

    it('a wrong password answers 400 with the field error; repeated failures answer 429 with a message', async () => {
      const p = await createPunter(ctx);
      const bad = await postJson('/v1/auth/login', { username: p.username, password: 'Wrong1234' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.password).toBeDefined();
      for (let i = 0; i < 4; i++) await postJson('/v1/auth/login', { username: p.username, password: 'Wrong1234' });
      const limited = await postJson('/v1/auth/login', { username: p.username, password: TEST_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(TOO_MANY_ATTEMPTS);
    });

    it('per IP: many failures across usernames from one address answer 429', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const from = (payload: object) =>
        ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload, remoteAddress: '203.0.113.9', headers });
      for (let i = 0; i < 20; i++) await from({ username: `nobody${i}`, password: 'Wrong1234' });
      expect((await from({ username: 'someone-else', password: 'Wrong1234' })).statusCode).toBe(429);
    });

    it('a self-excluded user cannot log in, and the message says until when', async () => {
      const p = await createPunter(ctx, { selfExcludedUntil: ctx.clock.now() + 30 * 24 * 3600 * 1000 });
      const res = await postJson('/v1/auth/login', { username: p.username, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      // The end is not a midnight in the punter's zone (UTC until known): its moment, then the day (issue 36 item 9).
      expect(res.json().message).toMatch(
        /^You are self-excluded until \d{1,2}:\d{2} [AP]M UTC, \w{3} \d{2} \w{3} \d{4}, when logging in, deposits and bets are available again\.$/,
      );
    });
  });

  describe('password recovery', () => {
    it('answers data: null with the success message, and the reset mail goes to the outbox', async () => {
      const p = await createPunter(ctx);
      const res = await postJson('/v1/auth/recover-password', {
        user_id: p.username,
        first_name: 'test',
        last_name: `PUNTER ${p.username.toUpperCase()}`,
        dob: '01-01-1990',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null, message: RECOVERY_SENT });
      const outbox = (await ctx.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data;
      const mail = outbox.find((m: { to_email: string }) => m.to_email === `${p.username}@example.test`);
      expect(mail.body).toContain('reset-password?token=');
      const page = await ctx.app.inject({ method: 'GET', url: '/v1/dev/outbox', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`<a href="${ctx.app.deps.publicUrl}/reset-password?token=`);

      const token = /token=([\w-]+)/.exec(mail.body)![1];
      expect((await postJson('/v1/auth/reset-password', { token, password: 'NewSecret9' })).statusCode).toBe(200);
      expect((await postJson('/v1/auth/reset-password', { token, password: 'NewSecret9' })).statusCode).toBe(400);
      expect((await postJson('/v1/auth/login', { username: p.username, password: 'NewSecret9' })).statusCode).toBe(200);
    });

    it('per-field errors use the recovery messages ("Username is required")', async () => {
      const res = await postJson('/v1/auth/recover-password', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        user_id: 'Username is required',
        first_name: 'First name is required',
        last_name: 'Last name is required',
        dob: 'Date of birth is required',
      });
    });

    it('unknown details get the same answer, so accounts cannot be discovered', async () => {
      const res = await postJson('/v1/auth/recover-password', {
        user_id: 'nobody',
        first_name: 'No',
        last_name: 'Body',
        dob: '01-01-1990',
      });
      expect(res.json()).toEqual({ data: null, message: RECOVERY_SENT });
    });
  });

  describe('bad input', () => {
    it('malformed JSON answers 400 JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: {} });
    });

    it('a huge body answers 413 JSON', async () => {
      const res = await postJson('/v1/auth/login', { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toHaveProperty('message');
    });

    it('wrong types and a non-object body answer 400, never 500', async () => {
      for (const payload of [{ username: ['a'], password: { x: 1 } }, [1, 2], 'null']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/register',
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('errors');
      }
    });

    it('a bad token answers 401 JSON on account routes', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/clients/details',
        headers: { authorization: 'Bearer nope' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorised. Please log in again.', errors: {} });
    });
  });
});
