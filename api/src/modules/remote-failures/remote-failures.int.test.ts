import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { OPERATORS_ONLY } from '../../lib/operators';
import { KEEP_DAYS, MAX_ROWS_A_DAY, MAX_ROWS_READ } from './routes';

describe('/v1/remote-failures', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  const report = {
    remote: 'racing',
    version: '1.0.0-0a1b2c3d',
    phase: 'timeout',
    message: 'racing/app did not answer',
    path: '/racing',
  };

  it('stores a report and shows operators the count per remote, release and phase', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/v1/remote-failures', payload: report });
      expect(res.statusCode).toBe(204);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remote-failures' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        remote: 'racing',
        version: '1.0.0-0a1b2c3d',
        phase: 'timeout',
        count: 2,
        last_path: '/racing',
      }),
    ]);
  });

  it('refuses a malformed report with a field error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/remote-failures',
      payload: { ...report, phase: 'exploded', remote: '../etc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('errors');
  });
});

describe('/v1/remote-failures against a flood, and for operators only', () => {
  const OPS_TOKEN = 'ops-token-for-tests-0123456789abcdef';
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp({ opsToken: OPS_TOKEN })));
  afterAll(async () => ctx.close());

  const send = (version: string, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/remote-failures',
      remoteAddress,
      payload: { remote: 'racing', version, phase: 'load', message: 'x', path: '/' },
    });
  const read = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/v1/remote-failures?hours=720',
      headers: authorization ? { authorization } : {},
    });

  it('one address gets 429 with Retry-After after 30 reports in a minute; another address still reports', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await send(`flood-${i}`)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 204)).toBe(true);
    const refused = await send('flood-31');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ message: expect.any(String), errors: {} });
    expect((await send('other', '203.0.113.8')).statusCode).toBe(204);
  });

  it(`a day keeps at most ${MAX_ROWS_A_DAY} distinct rows; a known one still counts`, async () => {
    const day = new Date(ctx.clock.now()).toISOString();
    await ctx.db.query(
      `INSERT INTO remote_failures (remote, version, phase, day, last_message, last_path, last_seen_at)
       SELECT 'racing', 'filler-' || n, 'render', $1::timestamptz::date, '', '', $1
       FROM generate_series(1, $2::int) AS n`,
      [day, MAX_ROWS_A_DAY],
    );
    expect((await send('one-too-many', '203.0.113.9')).statusCode).toBe(204);
    expect((await send('other', '203.0.113.9')).statusCode).toBe(204);
    const { rows } = await ctx.db.query<{ version: string; count: number }>(
      "SELECT version, count FROM remote_failures WHERE version IN ('one-too-many', 'other')",
    );
    expect(rows).toEqual([{ version: 'other', count: 2 }]);
  });

  it(`reads need the operators' token and answer the newest ${MAX_ROWS_READ} rows at most`, async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${OPS_TOKEN}x`]) {
      const res = await read(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: OPERATORS_ONLY, errors: {} });
    }
    const res = await read(`Bearer ${OPS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(MAX_ROWS_READ);
  });

  it(`reports older than ${KEEP_DAYS} days are deleted`, async () => {
    const old = new Date(ctx.clock.now() - (KEEP_DAYS + 1) * 86_400_000).toISOString();
    await ctx.db.query(
      `INSERT INTO remote_failures (remote, version, phase, day, last_message, last_path, last_seen_at)
       VALUES ('racing', 'ancient', 'load', $1::timestamptz::date, '', '', $1)`,
      [old],
    );
    ctx.clock.advance(2 * 3_600_000);
    expect((await send('after-prune', '203.0.113.10')).statusCode).toBe(204);
    const { rows } = await ctx.db.query("SELECT 1 FROM remote_failures WHERE version = 'ancient'");
    expect(rows).toEqual([]);
  });

  it('/metrics needs the same token on the site port', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^sse_clients \d+/m);
  });

  it('a production app without a token configured serves neither', async () => {
    const closed = await createTestApp({ production: true, sandbox: false });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/v1/remote-failures' })).statusCode).toBe(401);
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
