import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, isSitePage, siteRoutes } from './static-site';

describe('cache headers of the deployed front end', () => {
  it('hashed shell bundles are immutable, sent plain or precompressed', () => {
    for (const file of ['/main.1a2b3c4d.js', '/main.1a2b3c4d.js.br', '/main.1a2b3c4d.js.gz'])
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
  });
  it('everything under a remote release folder is immutable', () =>
    expect(cacheControlFor('/remotes/mfe-racing/1.0.0-0f0f0f0f/mf-manifest.json.br')).toBe(
      'public, max-age=31536000, immutable',
    ));
  it('remotes.json is never stored', () => expect(cacheControlFor('/remotes.json.br')).toBe('no-store'));
  it('index.html is never stored, plain or precompressed', () => {
    expect(cacheControlFor('/index.html')).toBe('no-store');
    expect(cacheControlFor('/index.html.gz')).toBe('no-store');
  });
  it('other unversioned files are revalidated', () =>
    expect(cacheControlFor('/brand/aurora-mobile.svg')).toBe('no-cache'));
});

describe("the site's pages, for the status of a page's answer", () => {
  /** A deploy folder with the shell's routes and the given remotes.json. */
  const deployWith = (remotes: Record<string, { routes: string[] }>) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-routes-'));
    mkdirSync(path.join(root, 'shell'));
    writeFileSync(path.join(root, 'shell', 'routes.json'), JSON.stringify(['/', '/about-us']));
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ environment: 'prod', remotes }));
    return root;
  };

  it("a path no remote serves is not a page (404); a remote's path is", () => {
    const routes = siteRoutes(deployWith({ racing: { routes: ['/racing'] } }))!;
    expect(isSitePage('/racing/next-to-jump', routes)).toBe(true);
    expect(isSitePage('/nowhere', routes)).toBe(false);
  });

  it('a remotes.json naming no remote decides nothing: every path is served as a page, the shell says the site cannot load', () => {
    expect(siteRoutes(deployWith({}))).toBeNull();
  });
});
