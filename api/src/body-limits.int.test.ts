import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { CHECK_FIELDS } from './lib/validate';
import { MAX_JSON_BYTES, TOO_DEEP } from './lib/hostile-input';

describe('JSON bodies are bounded in depth and size before anything walks them', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp({ rateLimits: false })));
  afterAll(async () => ctx.close());

  const post = (payload: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload });

  it('20 bodies of 50,000 nested [ get a fast 400 with a field error and do not stall /v1/health', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const started = performance.now();
    let healthAfter = 0;
    const [health, ...answers] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/v1/health' }).then((r) => ((healthAfter = performance.now()), r)),
      ...Array.from({ length: 20 }, () => post(deep)),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CHECK_FIELDS, errors: { body: TOO_DEEP } });
    }
    expect(health.statusCode).toBe(200);
    expect(healthAfter - started).toBeLessThan(1000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('an object nested 33 deep is refused; the same at 32 reaches the route (and its own validation)', async () => {
    const nest = (n: number) => '{"a":'.repeat(n - 1) + '{}' + '}'.repeat(n - 1);
    expect((await post(nest(33))).json().errors).toEqual({ body: TOO_DEEP });
    expect((await post(nest(32))).json().errors.body).toBeUndefined();
  });

  it(`a JSON body over ${MAX_JSON_BYTES / 1024} KiB is refused with 413 and the error shape`, async () => {
    const res = await post(JSON.stringify({ username: 'x'.repeat(MAX_JSON_BYTES), password: 'y' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: {} });
  });
});
