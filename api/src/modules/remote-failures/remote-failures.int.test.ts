import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';

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
