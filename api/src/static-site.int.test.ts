import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { config, loadConfig } from './config';

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
    writeFileSync(path.join(site, 'shell', 'main.js'), 'console.log(1)');
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

  it('during maintenance a page answers 503 with Retry-After (the maintenance screen); its scripts, and staff, are served', async () => {
    const asStarted = config.maintenance;
    config.maintenance = loadConfig({ MAINTENANCE_MODE: 'on', MAINTENANCE_WHITELIST_IPS: '203.0.113.7' }).maintenance;
    try {
      const page = (url: string, remoteAddress: string) =>
        ctx.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });
      for (const url of ['/', '/racing', '/about-us']) {
        const res = await page(url, '198.51.100.20');
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('600');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain('<title>site</title>');
      }
      expect((await page('/main.js', '198.51.100.20')).statusCode).toBe(200);
      expect((await page('/racing', '203.0.113.7')).statusCode).toBe(200);
    } finally {
      config.maintenance = asStarted;
    }
  });
});
