import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { startTestFeed } from '../../test/feed-helpers';

describe('/v1 answers are compressed, public lists revalidate with an ETag', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
  }, 180_000);
  afterAll(async () => ctx.close());

  it("a day's meetings go out brotli-compressed to a browser that accepts it, and plain to one that does not", async () => {
    const url = '/v1/racing/meetings?type=A';
    const plain = await ctx.app.inject({ method: 'GET', url });
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(body).data.length).toBeGreaterThan(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('a small answer is sent as it is (under 1 KB compressing costs more than it saves)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a revisit of an unchanged public list costs a 304 with no body; the lists say they must be revalidated', async () => {
    for (const url of ['/v1/racing/meetings?type=A', '/v1/sports/get-sport-nav']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});
