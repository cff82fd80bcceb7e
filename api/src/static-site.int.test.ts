import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

describe('the deployed site answers 404 for a path no page has', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let site: string;
  const writeRemotes = (routes: string[]) =>
    writeFileSync(
      path.join(site, 'remotes.json'),
      JSON.stringify({ remotes: { racing: { version: '1', entry: '/remotes/r/1/mf-manifest.json', routes } } }),
    );
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'wagering-404-'));
    mkdirSync(path.join(site, 'shell'));
    mkdirSync(path.join(site, 'remotes'));
    writeFileSync(path.join(site, 'shell', 'index.html'), '<!doctype html><title>site</title>');
    writeFileSync(path.join(site, 'shell', 'routes.json'), JSON.stringify(['/', '/about-us', '/rules']));
    writeRemotes(['/racing', '/next-to-go']);
    ctx = await createTestApp({ staticRoot: site });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("serves the shell's pages and every path under a remote's routes with 200", async () => {
    for (const url of ['/', '/about-us', '/about-us/', '/rules?x=1', '/racing', '/racing/horse/1/2', '/next-to-go']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>site</title>');
    }
  });

  it('serves the shell with 404 for an unknown path, so it shows "Page not found" and the status says so', async () => {
    for (const url of ['/no-such-page', '/about-us/more', '/racingx', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>site</title>');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('follows remotes.json at run time: a path a new release serves is a page without a restart', async () => {
    expect((await get('/greyhounds')).statusCode).toBe(404);
    writeRemotes(['/racing', '/next-to-go', '/greyhounds']);
    expect((await get('/greyhounds')).statusCode).toBe(200);
  });

  it('an API path still answers with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: {} });
  });
});
