import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD, validRegistration } from '../test/helpers';
import { LOGIN_FAILURES_PER_USER } from './modules/auth/throttle';
import { TOO_MANY_ATTEMPTS } from './lib/rate-limits';
import { appLogger, BAD_URL, buildApp } from './app';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { loadConfig } from './config';

const mainTs = path.join(import.meta.dirname, 'main.ts');
// As `openssl rand -base64 24` gives: random, not half of one letter.
const STRONG_SECRET = 'q7Zk2Rw9LpX4mB8nT1vC6yF3hJ5dG0sE';

/** Runs the real server entry point with the given environment; resolves with its exit code and output. */
function runMain(env: Record<string, string>, untilOutput?: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: path.dirname(mainTs),
    env: { PATH: process.env.PATH ?? '', FEED: 'off', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  return {
    child,
    done: new Promise<{ code: number | null; output: string }>((resolve) => {
      const collect = (d: Buffer) => {
        output += d.toString();
        if (untilOutput?.test(output)) resolve({ code: null, output });
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', (code) => resolve({ code, output }));
    }),
  };
}

describe('production mode is safe or refuses to start', () => {
  it('config: production needs a real JWT_SECRET and PUBLIC_URL, named in the message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bet.example' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bet.example', JWT_SECRET: 'change-me-in-production' }),
    ).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://bet.example',
        JWT_SECRET: 'dev-only-secret-change-me',
      }),
    ).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET })).toThrow(/PUBLIC_URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: STRONG_SECRET,
        PUBLIC_URL: 'https://bet.example',
        RATE_LIMITS: 'off',
      }),
    ).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://bet.example' };
    // Any client could then pick its own address (X-Forwarded-For) and dodge every throttle.
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, gateway' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1, fd00::/8' }).trustProxy).toBe(
      '10.0.0.0/8,192.0.2.1,fd00::/8',
    );
    // 32 characters of one letter, or of a few, are no secret; mailed links need https.
    expect(() => loadConfig({ ...production, JWT_SECRET: 'a'.repeat(32) })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'password'.repeat(4) })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://bet.example' })).toThrow(/PUBLIC_URL/);
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://bet.example' });
    expect(prod).toMatchObject({
      production: true,
      sandbox: false,
      rateLimits: true,
      trustProxy: false,
      publicUrlFollowsHost: false,
    });
    // The demo (npm start) and the e2e server (NODE_ENV=test) keep the sandbox and the seeded punters.
    expect(loadConfig({})).toMatchObject({ production: false, sandbox: true, publicUrlFollowsHost: true });
    expect(loadConfig({ PUBLIC_URL: 'http://bet.test' })).toMatchObject({ publicUrlFollowsHost: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ sandbox: true });
  });

  it('the server exits with a message naming JWT_SECRET when production has none', async () => {
    const { code, output } = await runMain({ NODE_ENV: 'production', PUBLIC_URL: 'https://bet.example' }).done;
    expect(code).toBe(1);
    expect(output).toMatch(/Bad configuration: .*JWT_SECRET/);
  });

  it('a production server seeds no demo punters and has no /v1/dev/* routes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wagering-prod-'));
    const port = 9311;
    const server = runMain(
      {
        NODE_ENV: 'production',
        JWT_SECRET: STRONG_SECRET,
        PUBLIC_URL: 'https://bet.example',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      /Server listening/,
    );
    try {
      const started = await server.done;
      expect(started.output).toMatch(/Server listening/);
      const base = `http://127.0.0.1:${port}/v1`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'punter', password: 'Punter123' }),
      });
      expect(login.status).toBe(400);
      for (const [method, url] of [
        ['GET', '/dev/outbox'],
        ['POST', '/dev/kyc/anyone/approve'],
        ['POST', '/dev/payid/incoming'],
        ['POST', '/dev/anything-added-later'],
        ['GET', '/%64ev/outbox'],
      ]) {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{"payid":"x@payid.example.com","amount":5}' : undefined,
        });
        expect(res.status, url).toBe(404);
      }
      const health = await fetch(`${base}/health`);
      expect(health.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the sandbox prefix', () => {
  it('without the sandbox, any /v1/dev/* route another module adds answers 404 too, however the URL is spelt', async () => {
    const db = await openDb({});
    await migrate(db);
    const app = await buildApp({ db, jwtSecret: STRONG_SECRET, sandbox: false });
    app.get('/v1/dev/added-by-another-module', async () => ({ credited: true }));
    try {
      for (const url of ['/v1/dev/added-by-another-module', '/v1/%64ev/added-by-another-module', '/v1/dev/outbox'])
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('security headers', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  // The site's pages and their policy (remotes, inline scripts by hash) are the web tier's: web/src/site.test.ts.
  it('every API answer carries a CSP that loads nothing and may not be framed, and the rest', async () => {
    for (const url of ['/', '/racing/anything', '/v1/health', '/v1/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // HSTS only in production (a plain-HTTP demo on localhost must not pin HTTPS).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('only the sandbox bank’s 3-D Secure page may be framed, and only by the site itself', async () => {
    const acs = await ctx.app.inject({
      method: 'POST',
      url: '/v1/banking/sandbox-three-ds/acs/x/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'creq=abc',
    });
    expect(acs.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(acs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('authenticated API answers are not stored by any cache', async () => {
    const p = await createPunter(ctx);
    const mine = await ctx.app.inject({ method: 'GET', url: '/v1/clients/state', headers: p.headers });
    expect(mine.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/v1/clients/state',
      headers: { authorization: 'Bearer x' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers carrying a token (login, registration) are not stored by any cache', async () => {
    const p = await createPunter(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: p.username, password: TEST_PASSWORD },
    });
    expect(login.json()).toHaveProperty('access_token');
    expect(login.headers['cache-control']).toBe('no-store');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: validRegistration({ email: 'no-store@example.com', phone: '0412345987', first_name: 'Cache' }),
    });
    expect(registered.json()).toHaveProperty('access_token');
    expect(registered.headers['cache-control']).toBe('no-store');
  });

  it('a URL that cannot be decoded gets the error shape and the security headers', async () => {
    for (const url of ['/v1/racing/event-race/%E0%A4%A', '/v1/%', '/%c0']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: BAD_URL, errors: {} });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('throttling locks out attackers, not punters', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp({ trustProxy: '127.0.0.1' })));
  afterAll(async () => ctx.close());
  const login = (username: string, password: string, client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-forwarded-for': client },
      payload: { username, password },
    });

  it('failures from many clients behind the gateway do not lock out a punter at another address', async () => {
    const p = await createPunter(ctx);
    for (let i = 0; i < 25; i++) expect((await login(`nobody${i}`, 'Wrong123', `203.0.113.${i}`)).statusCode).toBe(400);
    expect((await login(p.username, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('five failures for one punter from one address give that address 429 with Retry-After; the punter still logs in elsewhere', async () => {
    const p = await createPunter(ctx);
    for (let i = 0; i < 5; i++) expect((await login(p.username, 'Wrong123', '192.0.2.66')).statusCode).toBe(400);
    const locked = await login(p.username, TEST_PASSWORD, '192.0.2.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(p.username, TEST_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
  });

  it('one address gets 20 failures over any usernames, then 429', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'Wrong123', '192.0.2.99');
    expect((await login('guess-more', 'Wrong123', '192.0.2.99')).statusCode).toBe(429);
  });

  it('100 failures for one username from 100 addresses lock out those addresses, not the owner at theirs', async () => {
    const p = await createPunter(ctx);
    for (let i = 0; i < LOGIN_FAILURES_PER_USER; i++)
      expect((await login(p.username, 'Wrong123', `10.1.${i >> 8}.${i & 255}`)).statusCode).toBe(400);
    // An address that already failed on this username is out (even with the right password); a fresh one gets a try.
    expect((await login(p.username, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(p.username, 'Wrong123', '10.2.0.1')).statusCode).toBe(400);
    expect((await login(p.username, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // The owner, from an address that never failed, logs in.
    expect((await login(p.username, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('IPv6 addresses of one /64 count as one address; the next /64 is another', async () => {
    const p = await createPunter(ctx);
    for (let i = 1; i <= 5; i++)
      expect((await login(p.username, 'Wrong123', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(400);
    expect((await login(p.username, TEST_PASSWORD, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(p.username, TEST_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('wrong password re-entries on change-password, withdrawal and self-exclusion count toward the login throttle', async () => {
    const p = await createPunter(ctx, { cashCents: 10_000 });
    const from = (client: string) => ({ ...p.headers, 'x-forwarded-for': client });
    const reenter = (url: string, payload: Record<string, unknown>, client = '192.0.2.150') =>
      ctx.app.inject({ method: 'POST', url, headers: from(client), payload });
    const changePassword = (current: string) =>
      reenter('/v1/clients/change-password', {
        current_password: current,
        new_password: 'Changed123',
        confirm_password: 'Changed123',
      });
    const withdraw = (password: string) =>
      reenter('/v1/banking/withdrawal/request', { account: '1', amount: 5, password });
    const exclude = (password: string) =>
      reenter('/v1/responsible-gambling/user-self-exclusion', {
        self_exclusion_date: '2099-01-01',
        current_password: password,
      });
    for (const attempt of [changePassword, changePassword, withdraw, withdraw, exclude])
      expect((await attempt('Wrong123')).statusCode).toBe(400);
    // The sixth try, even the right password, is refused from that address, and so is a login from it.
    const locked = await changePassword(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(p.username, TEST_PASSWORD, '192.0.2.150')).statusCode).toBe(429);
    // The punter, elsewhere, still can.
    expect((await login(p.username, TEST_PASSWORD, '192.0.2.151')).statusCode).toBe(200);
  });

  it('a login for an unknown username takes as long as a wrong password for a real one (no username oracle)', async () => {
    const p = await createPunter(ctx);
    const timed = async (username: string, from: string) => {
      const started = performance.now();
      expect((await login(username, 'Wrong123', from)).statusCode).toBe(400);
      return performance.now() - started;
    };
    // Taken in turns, so both medians see the same moments of a busy machine.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(p.username, `10.9.1.${i}`));
      unknown.push(await timed(`nobody-${p.username}`, `10.9.2.${i}`));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3]!;
    // Before: 10 ms against 60 ms (only a real account's password was hashed).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('registration and password recovery are limited per address; 429 carries Retry-After', async () => {
    let registerStatus = 0;
    let tries = 0;
    while (registerStatus !== 429 && tries < 50) {
      tries++;
      registerStatus = (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/register',
          headers: { 'x-forwarded-for': '192.0.2.10' },
          payload: {},
        })
      ).statusCode;
    }
    expect(tries).toBe(11);
    let recover = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/recover-password',
      headers: { 'x-forwarded-for': '192.0.2.11' },
      payload: {},
    });
    for (let i = 0; i < 10; i++)
      recover = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/recover-password',
        headers: { 'x-forwarded-for': '192.0.2.11' },
        payload: {},
      });
    expect(recover.statusCode).toBe(429);
    expect(recover.json().message).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(Number(recover.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/recover-password',
          headers: { 'x-forwarded-for': '192.0.2.12' },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
  // The live stream's budgets (per session, and per address against abuse): push/stream-budget.int.test.ts.
});

describe('no token or ticket reaches a log line', () => {
  it('query strings and the authorization header are left out of request logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const ctx = await createTestApp({ logger: { ...appLogger('info'), stream } });
    try {
      const p = await createPunter(ctx);
      await ctx.app.inject({ method: 'GET', url: '/v1/live?ticket=SECRET-TICKET&access_token=SECRET-TOKEN' });
      await ctx.app.inject({ method: 'GET', url: '/v1/clients/state?x=1', headers: p.headers });
      const log = lines.join('');
      expect(log).toContain('"url":"/v1/live"');
      expect(log).not.toContain('SECRET-TICKET');
      expect(log).not.toContain('SECRET-TOKEN');
      expect(log).not.toContain(p.headers.authorization.slice(7));
    } finally {
      await ctx.close();
    }
  });
});
