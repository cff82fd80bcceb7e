import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validRegistration } from '../../../test/helpers';
import { BETSTOP_DEMO } from '../../seed';

const person = validRegistration();
const EXCLUDED = /^You are self-excluded until \d{1,2} \w+ \d{4}\./;

describe('self-exclusion holds per person, not per account', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    ctx.app.inject({
      method,
      url: `/v1${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const register = (overrides: object) => inject('POST', '/auth/register', { ...person, ...overrides });

  it('refuses registration, login, KYC approval, deposits and bets for an excluded person on every account', async () => {
    // The punter opened a second account (another email, another phone) before excluding on the first.
    const first = (await register({ email: 'sam.first@example.com' })).json();
    const second = await register({ email: 'sam.second@example.com', phone: '0411122233' });
    expect(second.statusCode).toBe(200);
    const secondToken = second.json().access_token;
    await ctx.db.query('UPDATE users SET user_verified = true WHERE id = $1', [first.user_id]);
    const excluded = await inject(
      'POST',
      '/responsible-gambling/user-self-exclusion',
      {
        self_exclusion_date: new Date(ctx.clock.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        current_password: 'Secret123',
      },
      first.access_token,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);

    const refusals: Record<string, { statusCode: number; json: () => { message: string } }> = {
      'register: same name and date of birth, new email and phone': await register({
        email: 'sam.third@example.com',
        phone: '0455566677',
      }),
      'register: same name in other case': await register({
        first_name: 'SAM',
        last_name: 'sameperson',
        email: 'sam.fourth@example.com',
        phone: '0455566678',
      }),
      'register: the same name in look-alike letters (Cyrillic а, е), new email and phone': await register({
        first_name: 'Sаm',
        last_name: 'Sаmеperson',
        email: 'sam.fifth@example.com',
        phone: '0455566679',
      }),
      'register: the first email with capitals and a +tag, another name': await register({
        first_name: 'Other',
        last_name: 'Person',
        email: 'Sam.First+again@Example.com',
        phone: '0455566680',
      }),
      'register: other name, same phone': await register({
        first_name: 'Samuel',
        email: 'samuel@example.com',
        phone: '0498765432',
      }),
      'login: the second account': await inject('POST', '/auth/login', {
        username: 'sam.second@example.com',
        password: 'Secret123',
      }),
      'deposit: EFT on the second account': await inject(
        'POST',
        '/banking/send-eft-notification',
        { amount: 50, date: new Date(ctx.clock.now()).toISOString().slice(0, 10) },
        secondToken,
      ),
      'bet: the second account': await inject(
        'POST',
        '/betting/request-bet',
        { coupon_tracking_code: 'sam-1', legs: [{ event_id: 1, bet_type: 'FWIN', selections: 1, bet_amount: 1 }] },
        secondToken,
      ),
    };
    await ctx.db.query("UPDATE users SET verification_status = 'pending' WHERE id = $1", [second.json().user_id]);
    refusals['KYC approval: the second account'] = await inject('POST', `/dev/kyc/${second.json().user_id}/approve`);

    for (const [step, res] of Object.entries(refusals)) {
      expect(res.statusCode, step).toBe(403);
      expect(res.json().message, step).toMatch(EXCLUDED);
    }
    // A different person still registers.
    expect((await register({ first_name: 'Sally', email: 'sally@example.com', phone: '0400111222' })).statusCode).toBe(
      200,
    );
  });

  it('a BetStop entry refuses the same steps for an account that exists already', async () => {
    const res = await register({
      first_name: 'Barry',
      last_name: 'Banned',
      date_of_birth: '1980-01-01',
      email: 'barry.new@example.com',
      phone: '0433322211',
    });
    expect(res.statusCode).toBe(200);
    // Put on the register after opening the account.
    await ctx.db.query(
      'INSERT INTO self_exclusion_register (first_name, last_name, date_of_birth, email) VALUES ($1, $2, $3, $4)',
      [BETSTOP_DEMO.first_name, BETSTOP_DEMO.last_name, BETSTOP_DEMO.date_of_birth, BETSTOP_DEMO.email],
    );
    const login = await inject('POST', '/auth/login', { username: 'barry.new@example.com', password: 'Secret123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('betstop');
    const eft = await inject(
      'POST',
      '/banking/send-eft-notification',
      { amount: 5, date: '2026-01-01' },
      res.json().access_token,
    );
    expect(eft.statusCode).toBe(403);

    // A look-alike of the registrant's name (Cyrillic а, full-width letters) or a tagged email is refused at sign-up.
    for (const [i, lookAlike] of [
      { first_name: 'Bаrry', last_name: 'Ｂａｎｎｅｄ', email: 'barry.other@example.com' },
      { first_name: 'Gary', last_name: 'Smith', email: 'Barry.Banned+x@example.com' },
    ].entries()) {
      // From another address: the one above has used its registration budget.
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        remoteAddress: `198.51.100.${60 + i}`,
        payload: { ...person, ...lookAlike, date_of_birth: '1980-01-01', phone: `04333222${20 + i}` },
      });
      expect(refused.statusCode, lookAlike.email).toBe(403);
      expect(refused.json().code).toBe('betstop');
    }
  });
});
