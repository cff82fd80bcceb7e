import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from './config-file';
import { modulesForPath, preloadRouteRemotes, remotesForPath } from './route-preload';

const release = (pkg: string, routes: string[]) => ({
  version: '1.0.0-aaaaaaaa',
  entry: `/remotes/${pkg}/1.0.0-aaaaaaaa/mf-manifest.json`,
  routes,
});
const config: RuntimeConfig = {
  environment: 'prod',
  overrideOrigins: [],
  remotes: {
    racing: release('mfe-racing', ['/racing', '/next-to-go']),
    sports: release('mfe-sports', ['/sports', '/afl']),
    betslip: release('mfe-betslip', ['/my-bets']),
    account: release('mfe-account', ['/register']),
    banking: release('mfe-banking', ['/deposit']),
  },
};

describe('what a page loads', () => {
  it("a remote's page: its ./app, matched by whole path segments", () => {
    expect(modulesForPath(config, '/racing/race/1/2')).toEqual(['racing/app']);
    expect(modulesForPath(config, '/afl')).toEqual(['sports/app']);
    expect(modulesForPath(config, '/aflx')).toEqual([]);
  });

  it("Home: the racing and sports strips; every page: the layout's betslip and account", () => {
    expect(modulesForPath(config, '/')).toEqual(['racing/home', 'sports/home']);
    expect(remotesForPath(config, '/')).toEqual(['betslip', 'account', 'racing', 'sports']);
    expect(remotesForPath(config, '/deposit')).toEqual(['betslip', 'account', 'banking']);
    expect(remotesForPath(config, '/about-us')).toEqual(['betslip', 'account']);
  });

  it('fetches each needed manifest and entry script into the cache, by the configuration in index.html', () => {
    const fetched = vi.fn((_url: string) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(config)}</script>`;
    preloadRouteRemotes(document, '/deposit');
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      '/remotes/mfe-betslip/1.0.0-aaaaaaaa/mf-manifest.json',
      '/remotes/mfe-betslip/1.0.0-aaaaaaaa/remoteEntry.js',
      '/remotes/mfe-account/1.0.0-aaaaaaaa/mf-manifest.json',
      '/remotes/mfe-account/1.0.0-aaaaaaaa/remoteEntry.js',
      '/remotes/mfe-banking/1.0.0-aaaaaaaa/mf-manifest.json',
      '/remotes/mfe-banking/1.0.0-aaaaaaaa/remoteEntry.js',
    ]);
    vi.unstubAllGlobals();
  });

  it('fetches nothing without an embedded configuration', () => {
    document.head.innerHTML = '';
    expect(preloadRouteRemotes(document, '/racing')).toEqual([]);
  });
});
