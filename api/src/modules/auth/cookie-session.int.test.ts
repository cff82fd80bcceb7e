import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD, validRegistration } from '../../../test/helpers';
import { openSse } from '../push/sse-client';
import { CSRF_REFUSED } from './cookies';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(res: { headers: Record<string, unknown> }): Record<string, string> {
  const lines = [res.headers['set-cookie'] ?? []].flat() as string[];
  return Object.fromEntries(lines.map((line) => [line.split('=')[0], line]));
}

/** A browser's view of a login: the Cookie header it sends back and the CSRF token its page can read. */
async function browserLogin(ctx: App, username: string, rememberMe = false) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { username, password: TEST_PASSWORD, remember_me: rememberMe },
  });
  expect(res.statusCode, res.body).toBe(200);
  const jar = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return {
    cookie: `accessToken=${jar.accessToken}; csrfToken=${jar.csrfToken}`,
    csrf: jar.csrfToken,
    answer: res,
  };
}

describe('the session cookie: HttpOnly, set and cleared by the server, CSRF-checked on writes', () => {
  let ctx: App;
  let production: App;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    production = await createTestApp({ production: true, publicUrl: 'https://bet.example' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => Promise.all([ctx?.close(), production?.close()]));

  const state = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/v1/clients/state', headers });
  const logout = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/v1/auth/logout', headers });

  it('login sets an HttpOnly SameSite=Strict session cookie, for the browser session only without Remember me', async () => {
    const p = await createPunter(ctx);
    const { answer } = await browserLogin(ctx, p.username);
    const cookies = setCookies(answer);
    expect(cookies.accessToken).toMatch(/^accessToken=[\w.-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    // The page reads the CSRF token, never the session token.
    expect(cookies.csrfToken).toMatch(/^csrfToken=[\w-]+; Path=\/; SameSite=Strict$/);
    expect(cookies.accessToken).not.toMatch(/Max-Age|Expires|Secure/);
  });

  it('with Remember me both cookies live a year (SPEC 9: 31536000 s)', async () => {
    const p = await createPunter(ctx);
    const cookies = setCookies((await browserLogin(ctx, p.username, true)).answer);
    expect(cookies.accessToken).toContain('; Max-Age=31536000;');
    expect(cookies.accessToken).toContain('HttpOnly');
    expect(cookies.csrfToken).toContain('; Max-Age=31536000;');
  });

  it('in production the cookies are Secure and __Host- (Path=/, no Domain): no sibling subdomain can plant them', async () => {
    const p = await createPunter(production);
    const res = await production.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: p.username, password: TEST_PASSWORD, remember_me: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = setCookies(res);
    expect(Object.keys(cookies).sort()).toEqual(['__Host-accessToken', '__Host-csrfToken']);
    expect(cookies['__Host-accessToken']).toMatch(
      /^__Host-accessToken=[\w.-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookies['__Host-csrfToken']).toMatch(/^__Host-csrfToken=[\w-]+; Path=\/; Secure; SameSite=Strict$/);
    const jar = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const read = (cookie: string) =>
      production.app.inject({ method: 'GET', url: '/v1/clients/state', headers: { cookie } });
    expect((await read(`__Host-accessToken=${jar['__Host-accessToken']}`)).statusCode).toBe(200);
    // The plain name is what a sibling subdomain could set for the whole domain: production does not read it.
    expect((await read(`accessToken=${jar['__Host-accessToken']}`)).statusCode).toBe(401);
    const out = await production.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: {
        cookie: `__Host-accessToken=${jar['__Host-accessToken']}`,
        'x-csrf-token': jar['__Host-csrfToken']!,
        origin: 'https://bet.example',
      },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(setCookies(out)['__Host-accessToken']).toMatch(/^__Host-accessToken=; Path=\/; Max-Age=0; HttpOnly; Secure/);
  });

  it('registration opens a browser-session cookie too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: validRegistration({ email: `c${Date.now()}@example.com`, phone: '0491234876' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.accessToken).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(cookies.csrfToken).toBeDefined();
  });

  it('the cookie authenticates reads; a write needs the CSRF token and the site as Origin, else 403', async () => {
    const p = await createPunter(ctx);
    const { cookie, csrf } = await browserLogin(ctx, p.username);
    expect((await state({ cookie })).statusCode).toBe(200);

    for (const headers of [
      { cookie } as Record<string, string>,
      { cookie, 'x-csrf-token': 'not-the-token' },
      { cookie, 'x-csrf-token': `${csrf.slice(1)}x` },
      // As many characters as the token but more bytes: compared as bytes, a mismatch (it once threw: 500).
      { cookie, 'x-csrf-token': `${csrf.slice(1)}é` },
      { cookie, 'x-csrf-token': 'é'.repeat(csrf.length) },
      { cookie, 'x-csrf-token': csrf, origin: 'https://evil.example' },
      { cookie, 'x-csrf-token': csrf, origin: 'null' },
    ]) {
      const refused = await logout(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toEqual({ message: CSRF_REFUSED, errors: {}, code: 'csrf' });
    }
    // None of them logged the punter out.
    expect((await state({ cookie })).statusCode).toBe(200);

    const out = await logout({ cookie, 'x-csrf-token': csrf, origin: 'http://localhost:8080' });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = setCookies(out);
    expect(cleared.accessToken).toMatch(/^accessToken=; Path=\/; Max-Age=0; HttpOnly/);
    expect(cleared.csrfToken).toMatch(/^csrfToken=; Path=\/; Max-Age=0/);
    // The session is revoked server-side: the old cookie is refused, and expired again on the way.
    const after = await state({ cookie });
    expect(after.statusCode).toBe(401);
    expect(setCookies(after).accessToken).toContain('Max-Age=0');
  });

  it("one session's CSRF token does not pass for another session", async () => {
    const p = await createPunter(ctx);
    const mine = await browserLogin(ctx, p.username);
    const theirs = await browserLogin(ctx, (await createPunter(ctx)).username);
    expect((await logout({ cookie: mine.cookie, 'x-csrf-token': theirs.csrf })).statusCode).toBe(403);
    expect((await logout({ cookie: mine.cookie, 'x-csrf-token': mine.csrf })).statusCode).toBe(200);
  });

  it('bearer clients write without a CSRF token, even with a foreign Origin', async () => {
    const p = await createPunter(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/change-password',
      headers: { ...p.headers, origin: 'https://app.example' },
      payload: { current_password: TEST_PASSWORD, new_password: 'Changed123', confirm_password: 'Changed123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await logout(p.headers)).statusCode).toBe(200);
  });

  it("refresh puts a bearer token's session into the cookie for what is left of it (the app's web view)", async () => {
    const p = await createPunter(ctx); // a Remember me session
    ctx.clock.advance(1000 * 1000);
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/auth/refresh', headers: p.headers });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.accessToken).toContain(`; Max-Age=${31_536_000 - 1000};`);
    expect(cookies.accessToken).toContain('HttpOnly');
    const jar = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    expect((await state({ cookie: `accessToken=${jar.accessToken}` })).statusCode).toBe(200);

    // A one-day session stays a browser-session cookie.
    const short = await browserLogin(ctx, p.username);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: short.cookie, 'x-csrf-token': short.csrf },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(setCookies(again).accessToken).not.toContain('Max-Age');
  });

  it('the OpenAPI document declares the 403 on every write that takes a session', async () => {
    const paths = ctx.app.swagger().paths ?? {};
    const writes = Object.entries(paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((m) => item?.[m]?.security?.length)
        .map((m) => ({ name: `${m} ${path}`, responses: item![m]!.responses })),
    );
    expect(writes.map((w) => w.name)).toContain('post /v1/auth/logout');
    for (const write of writes) expect(Object.keys(write.responses ?? {}), write.name).toContain('403');
  });

  it('the live stream opens by the cookie; logout (revocation) closes it', async () => {
    const p = await createPunter(ctx, { cashCents: 700 });
    const { cookie, csrf } = await browserLogin(ctx, p.username);
    const stream = await openSse(`${base}/v1/live`, { cookie });
    expect((await stream.next('balance')).data).toEqual({ cash_cents: 700, bonus_cents: 0 });
    expect((await logout({ cookie, 'x-csrf-token': csrf })).statusCode).toBe(200);
    await stream.ended;
    // The ended session's cookie opens no stream: 401, not the public stream.
    await expect(openSse(`${base}/v1/live`, { cookie })).rejects.toThrow('SSE answered 401');
  });

  it('a stream ends when its session runs out, without any logout', async () => {
    const p = await createPunter(ctx);
    const { cookie } = await browserLogin(ctx, p.username); // a one-day session
    // Its last 2 s (a token's expiry is in whole seconds, so it may end up to 1 s before its session row).
    ctx.clock.advance(24 * 3600 * 1000 - 2000);
    const stream = await openSse(`${base}/v1/live`, { cookie });
    await stream.next('balance');
    let ended = false;
    void stream.ended.then(() => (ended = true));
    // Real time passes but the app's clock does not: the session is still open, so is its stream.
    await new Promise((r) => setTimeout(r, 500));
    expect(ended).toBe(false);
    ctx.clock.advance(2000);
    await stream.ended;
    await expect(openSse(`${base}/v1/live`, { cookie })).rejects.toThrow('SSE answered 401');
  });
});
