import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_JWT_SECRET, TEST_PASSWORD } from '../../../test/helpers';

const key = new TextEncoder().encode(TEST_JWT_SECRET);

describe('sessions: tokens expire, and logout, password change and reset end sessions at once', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/v1/clients/state', headers });
  const login = async (username: string, password = TEST_PASSWORD) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json().access_token);
  };

  it('refuses a correctly signed token without an expiry, or naming no open session', async () => {
    const p = await createPunter(ctx);
    expect((await me(p.headers)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(p.headers.authorization.split('.')[1], 'base64url').toString()).sid;
    const noExp = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(p.id)
      .sign(key);
    expect((await me(bearer(noExp))).statusCode).toBe(401);
    const noSession = await new SignJWT({ typ: 'access', sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(p.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(bearer(noSession))).statusCode).toBe(401);
    // Another punter's session id under this punter's name is no session either.
    const q = await createPunter(ctx);
    const otherSid = JSON.parse(Buffer.from(q.headers.authorization.split('.')[1], 'base64url').toString()).sid;
    const stolen = await new SignJWT({ typ: 'access', sid: otherSid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(p.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(bearer(stolen))).statusCode).toBe(401);
  });

  it('logout ends this session and the punter’s other sessions at once; other punters stay in', async () => {
    const p = await createPunter(ctx);
    const other = await createPunter(ctx);
    const phone = await login(p.username);
    const laptop = await login(p.username);
    const out = await ctx.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: phone });
    expect(out.statusCode).toBe(200);
    for (const h of [phone, laptop, p.headers]) expect((await me(h)).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it('a password change ends every other session and keeps the one it was made in', async () => {
    const p = await createPunter(ctx);
    const others = [await login(p.username), await login(p.username), p.headers];
    const here = await login(p.username);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/change-password',
      headers: here,
      payload: { current_password: TEST_PASSWORD, new_password: 'Another456', confirm_password: 'Another456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const h of others) expect((await me(h)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it('a password reset ends every session; the mailed link uses the configured site address, not the Host header', async () => {
    const p = await createPunter(ctx);
    const sessions = [await login(p.username), await login(p.username)];
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/recover-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { user_id: p.username, first_name: 'Test', last_name: `Punter ${p.username}`, dob: '01-01-1990' },
    });
    expect(asked.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ body: string }>('SELECT body FROM outbox_mails WHERE to_email = $1', [
      `${p.username}@example.test`,
    ]);
    expect(rows[0].body).not.toContain('evil.example');
    expect(rows[0].body).toContain(`${ctx.app.deps.publicUrl}/reset-password?token=`);
    const token = /token=([\w-]+)/.exec(rows[0].body)![1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'Brand new 789' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const h of [...sessions, p.headers]) expect((await me(h)).statusCode).toBe(401);
    expect((await me(await login(p.username, 'Brand new 789'))).statusCode).toBe(200);
  });

  it('the live stream takes a one-use ticket, never a token in the URL', async () => {
    const p = await createPunter(ctx);
    const ticketRes = await ctx.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: p.headers });
    expect(ticketRes.statusCode).toBe(200);
    const { ticket } = ticketRes.json();
    const { redeemLiveTicket } = await import('./sessions');
    expect(await redeemLiveTicket(ctx.db, ticket, ctx.clock.now())).toEqual({
      userId: p.id,
      sessionId: expect.any(String),
    });
    // Used once: gone.
    expect(await redeemLiveTicket(ctx.db, ticket, ctx.clock.now())).toBeUndefined();
    const used = await ctx.app.inject({ method: 'GET', url: `/v1/live?ticket=${ticket}` });
    expect(used.statusCode).toBe(401);
    // An expired ticket is refused too.
    const late = (await ctx.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: p.headers })).json().ticket;
    ctx.clock.advance(31_000);
    expect(await redeemLiveTicket(ctx.db, late, ctx.clock.now())).toBeUndefined();
    // The old ?access_token= is no longer read: such a stream is anonymous (no balance event).
    expect(
      ctx.app.swagger().paths?.['/v1/live']?.get?.parameters?.some((x) => 'name' in x && x.name === 'access_token'),
    ).toBe(false);
    // No ticket without a session.
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/live/ticket' })).statusCode).toBe(401);
  });
});
