import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from './config-file';
import {
  firstCallUrls,
  modulesForPath,
  preloadRemoteFiles,
  remotesForPath,
  startRouteRemotes,
  takeEarlyRequest,
  takeFirstCalls,
} from './route-preload';

const release = (pkg: string, routes: string[]) => ({
  version: '1.0.0-aaaaaaaa',
  entry: `/remotes/${pkg}/1.0.0-aaaaaaaa/mf-manifest.json`,
  routes,
});
const config: RuntimeConfig = {
  environment: 'prod',
  overrideOrigins: [],
  remotes: {
    racing: {
      ...release('mfe-racing', ['/racing', '/next-to-go']),
      firstCalls: {
        '/racing': ['/racing/meeting-list?type=A'],
        '/racing/race/:meetingId/:eventId': [
          '/racing/race-card/:meetingId/:eventId',
          '/racing/race-form/:meetingId/:eventId',
        ],
      },
    },
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

  it('fetches each needed manifest and entry script into the cache', () => {
    const fetched = vi.fn((_url: string) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetched);
    preloadRemoteFiles(config, '/deposit');
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

  it("main.js's remotes.json request is the runtime configuration's first attempt, handed over once", async () => {
    const fetched = vi.fn((url: string) =>
      Promise.resolve(new Response(url === '/remotes.json' ? JSON.stringify(config) : '')),
    );
    vi.stubGlobal('fetch', fetched);
    startRouteRemotes('/racing');
    await expect(takeEarlyRequest()).resolves.toEqual(config);
    expect(takeEarlyRequest()).toBeUndefined();
    await vi.waitFor(() =>
      expect(fetched.mock.calls.map(([url]) => url)).toContain('/remotes/mfe-racing/1.0.0-aaaaaaaa/remoteEntry.js'),
    );
    vi.unstubAllGlobals();
  });
});

describe("a page's first API calls", () => {
  it("come from its remote's firstCalls, the pattern's :names filled from the path", () => {
    expect(firstCallUrls(config, '/racing')).toEqual(['/v1/racing/meeting-list?type=A']);
    expect(firstCallUrls(config, '/racing/')).toEqual(['/v1/racing/meeting-list?type=A']);
    expect(firstCallUrls(config, '/racing/race/12/345')).toEqual([
      '/v1/racing/race-card/12/345',
      '/v1/racing/race-form/12/345',
    ]);
  });

  it('none for a path no pattern matches whole, or a remote that names none', () => {
    expect(firstCallUrls(config, '/racing/race/12')).toEqual([]);
    expect(firstCallUrls(config, '/racing/race/12/345/extra')).toEqual([]);
    expect(firstCallUrls(config, '/racing/results')).toEqual([]);
    expect(firstCallUrls(config, '/deposit')).toEqual([]);
    expect(firstCallUrls(config, '/')).toEqual([]);
  });

  it('main.js starts them from the remotes.json embedded in index.html, and hands them over once', async () => {
    document.body.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(config)}</script>`;
    const fetched = vi.fn((url: string) =>
      Promise.resolve(new Response(url === '/remotes.json' ? JSON.stringify(config) : '{}')),
    );
    vi.stubGlobal('fetch', fetched);
    startRouteRemotes('/racing');
    expect(fetched.mock.calls[0]![0]).toBe('/v1/racing/meeting-list?type=A');
    const calls = takeFirstCalls();
    expect([...calls.keys()]).toEqual(['/v1/racing/meeting-list?type=A']);
    await expect(calls.get('/v1/racing/meeting-list?type=A')!.response).resolves.toBeInstanceOf(Response);
    expect(takeFirstCalls().size).toBe(0);
    await takeEarlyRequest();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
});
