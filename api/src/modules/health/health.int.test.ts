import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';

describe('GET /v1/health', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  it('answers ok with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown route with a 404 JSON error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });

  it('is ready only with every migration applied and a feed leader that ticked in the last 30 s', async () => {
    const ready = () => ctx.app.inject({ method: 'GET', url: '/v1/ready' });
    await ctx.db.query('DELETE FROM feed_leader');
    let res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'done', feed_leader: null });

    await ctx.db.query(
      "INSERT INTO feed_leader (instance, ticked_at) VALUES ('replica-1', now() - interval '2 seconds')",
    );
    res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', migrations: 'done', feed_leader: { instance: 'replica-1' } });

    await ctx.db.query("UPDATE feed_leader SET ticked_at = now() - interval '31 seconds'");
    expect((await ready()).statusCode).toBe(503);

    await ctx.db.query('DELETE FROM schemaversion WHERE version = 170');
    await ctx.db.query('UPDATE feed_leader SET ticked_at = now()');
    res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ migrations: 'pending' });
  });

  it("answers every request with its id: the gateway's X-Request-Id when sane, else a new one", async () => {
    const given = await ctx.app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'gw-1.a_b' } });
    expect(given.headers['x-request-id']).toBe('gw-1.a_b');
    const hostile = await ctx.app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics with per-route request latency', async () => {
    await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/health",status="200"\} \d+/m,
    );
    expect(res.body).toMatch(/^sse_clients \d+/m);
  });
});
