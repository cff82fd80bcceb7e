// A canary through the web tier, end to end but for the browser: cohorts by cookie, pages and /remotes.json with the
// cohort's releases, failures reported to a stand-in API, the watcher's verdict written by scripts/canary.mjs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANARY_MIN_VISITORS, cohortOf, releasesFor, type CanaryConfig } from '@wagering/contract/canary';
// The release scripts themselves (the same lock and chained log as `release.mjs`).
import { endCanary, startCanary, watcherRollBack } from '../../scripts/canary.mjs';
import { makeLive } from '../../scripts/release.mjs';
import { firstBadLine, readLog } from '../../scripts/release-log.mjs';
import { buildWeb } from './app';
import { canaryRequests } from './canary';
import { apiFailures } from './canary-wiring';
import { canaryWatch, type FailureRow } from './canary-watch';
import type { RenderTask } from './render-worker';
import { encodePage } from './encoded-page';

const release = (version: string) => ({
  version,
  entry: `/remotes/mfe-racing/${version}/mf-manifest.json`,
  routes: ['/racing'],
});
const GOOD = '1.0.0-good';
const NEXT = '1.1.0-next';

/** The shell's renderer as the web tier calls it: the cohort's releases, embedded in the page for the browser. */
const renderer =
  (site: string) =>
  async ({ url, cohort }: RenderTask) => {
    const config = releasesFor(
      JSON.parse(readFileSync(path.join(site, 'remotes.json'), 'utf8')) as CanaryConfig,
      cohort,
    );
    return encodePage(
      `<!doctype html><title>${url}</title><script type="application/json" id="runtime-config">${JSON.stringify(config)}</script>`,
    );
  };

/** A stand-in API: failures reported by browsers, read back per release as operators read them. */
async function failuresApi() {
  const api = Fastify();
  const rows = new Map<string, FailureRow>();
  api.post('/v1/remote-failures', async (request, reply) => {
    const { remote, version } = request.body as { remote: string; version: string };
    const row = rows.get(`${remote}@${version}`) ?? { remote, version, count: 0 };
    rows.set(`${remote}@${version}`, { ...row, count: row.count + 1 });
    return reply.status(204).send();
  });
  api.get('/v1/remote-failures', async () => ({ data: [...rows.values()] }));
  api.get('/v1/maintenance', async () => ({ data: { maintenance: false } }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  return { api, url: `http://127.0.0.1:${(api.server.address() as { port: number }).port}` };
}

let site: string;
let paths: { deployRoot: string; logFile: string; by: string };
let web: FastifyInstance;
let api: Awaited<ReturnType<typeof failuresApi>>;
let origin: string;
let canaries: ReturnType<typeof canaryRequests>;

beforeEach(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'wagering-canary-'));
  mkdirSync(path.join(site, 'shell'));
  writeFileSync(
    path.join(site, 'shell', 'index.html'),
    '<script type="application/json" id="runtime-config">{}</script>',
  );
  writeFileSync(path.join(site, 'shell', 'routes.json'), '["/"]');
  for (const v of [GOOD, NEXT]) {
    mkdirSync(path.join(site, 'remotes', 'mfe-racing', v), { recursive: true });
    writeFileSync(path.join(site, 'remotes', 'mfe-racing', v, 'mf-manifest.json'), '{}');
  }
  writeFileSync(
    path.join(site, 'remotes.json'),
    JSON.stringify({ environment: 'prod', overrideOrigins: [], remotes: {} }),
  );
  paths = { deployRoot: site, logFile: path.join(site, 'release-log.jsonl'), by: 'squad-racing@example.com' };
  process.env.RELEASE_BY = paths.by;
  makeLive('racing', release(GOOD), 'release', paths);
  api = await failuresApi();
  canaries = canaryRequests(site);
  web = await buildWeb({ staticRoot: site, apiUrl: api.url, render: renderer(site), missesPerMinute: 0, canaries });
  await web.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
});
afterEach(async () => {
  await web.close();
  await api.api.close();
  rmSync(site, { recursive: true, force: true });
});

/** A visitor: their cookie jar, and what their last page and its /remotes.json named as racing's release. */
function visitor() {
  let cookie = '';
  return {
    async open(url = '/racing') {
      const page = await fetch(`${origin}${url}`, { headers: { accept: 'text/html', cookie } });
      cookie = page.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      const html = await page.text();
      const embedded = JSON.parse(/id="runtime-config">(.*?)<\/script>/.exec(html)![1]!) as CanaryConfig;
      const browser = (await (await fetch(`${origin}/remotes.json`, { headers: { cookie } })).json()) as CanaryConfig;
      return {
        page,
        server: embedded.remotes.racing!.version,
        browser: browser.remotes.racing!.version,
        browserConfig: browser,
      };
    },
    get cookie() {
      return cookie;
    },
  };
}

/** A browser mounting racing's release: a canary that throws at mount reports each time, as the shell does. */
const mount = (version: string, throwsAtMount: string | undefined) =>
  version === throwsAtMount
    ? fetch(`${api.url}/v1/remote-failures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ remote: 'racing', version, phase: 'render', message: 'boom', path: '/racing' }),
      })
    : undefined;

// Hundreds of pages over HTTP each: more than vitest's default 5 s on a shared machine (nothing here is timed).
describe('canary releases in the web tier', { timeout: 60_000 }, () => {
  it('with no canary sets no cookie and keeps first visits public', async () => {
    const { page, server, browser } = await visitor().open();
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('cache-control')).toMatch(/^public/);
    expect([server, browser]).toEqual([GOOD, GOOD]);
  });

  it('gives each visitor a lasting cohort, and the page and /remotes.json the same release, never shared', async () => {
    startCanary('racing', release(NEXT), 30, paths);
    const seen = [];
    for (let i = 0; i < 100; i++) {
      const someone = visitor();
      const first = await someone.open();
      expect(first.page.headers.get('set-cookie')).toMatch(
        /^cohort=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
      );
      expect(first.page.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.browserConfig).not.toHaveProperty('canary');
      // The server and the browser never mix releases on one page; a visitor keeps their release page after page.
      expect(first.browser).toBe(first.server);
      const again = await someone.open('/');
      expect(again.page.headers.get('set-cookie')).toBeNull();
      expect([again.server, again.browser]).toEqual([first.server, first.server]);
      seen.push(first.server);
    }
    const share = seen.filter((v) => v === NEXT).length / seen.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.45);
  });

  it('rolls back a canary that throws at mount at the first check after its minimum pages, affecting no one else', async () => {
    startCanary('racing', release(NEXT), 20, paths);
    const watch = canaryWatch({
      canaries,
      readFailures: apiFailures(api.url),
      rollBack: watcherRollBack(site, paths.logFile),
    });
    const crowd = Array.from({ length: 250 }, visitor);
    const got: { cohort: string; version: string }[] = [];
    let checks = 0;
    let rolledBack: string[] = [];
    for (const someone of crowd) {
      const { server, browser } = await someone.open();
      expect(browser).toBe(server);
      got.push({ cohort: someone.cookie, version: server });
      await mount(server, NEXT);
      // The watcher's interval: a check every 10 pages.
      if (got.length % 10 === 0 && !rolledBack.length) {
        checks++;
        rolledBack = await watch.check();
      }
    }
    expect(rolledBack).toEqual(['racing']);
    const canaryPages = got.filter((g) => g.version === NEXT).length;
    // Within the window: no later than the first check after the canary's minimum pages (10 pages a check, 20 %).
    expect(canaryPages).toBeGreaterThanOrEqual(CANARY_MIN_VISITORS);
    expect(canaryPages).toBeLessThan(CANARY_MIN_VISITORS + 10);
    expect(checks).toBeLessThan(40);
    // No visitor outside the canary's cohorts ever got it, and after the rollback nobody does.
    const after = got.slice(got.findLastIndex((g) => g.version === NEXT) + 1);
    expect(after.length).toBeGreaterThan(50);
    expect(after.every((g) => g.version === GOOD)).toBe(true);
    for (const someone of crowd.slice(0, 50)) {
      const { server, browser } = await someone.open();
      expect([server, browser]).toEqual([GOOD, GOOD]);
    }
    // (Visitors after the rollback get no cohort: no canary runs.)
    for (const g of got) if (!g.cohort || cohortOf(g.cohort.split('=')[1]!) >= 20) expect(g.version).toBe(GOOD);
    const line = readLog(paths.logFile).at(-1);
    expect(line).toMatchObject({ action: 'canary-rollback', by: 'canary watcher', remote: 'racing' });
    expect(line?.reason).toMatch(/more than 5 points above the current release/);
    expect(firstBadLine(paths.logFile)).toBeNull();
    expect(JSON.parse(readFileSync(path.join(site, 'remotes.json'), 'utf8'))).not.toHaveProperty('canary');
  });

  it('keeps a good canary through its checks, and promoted it is everyone’s', async () => {
    startCanary('racing', release(NEXT), 50, paths);
    const watch = canaryWatch({
      canaries,
      readFailures: apiFailures(api.url),
      rollBack: watcherRollBack(site, paths.logFile),
    });
    const pages = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const { server } = await visitor().open();
      // Both releases fail on one page in twenty: the canary no more than the current release.
      pages.set(server, (pages.get(server) ?? 0) + 1);
      if (pages.get(server)! % 20 === 0) await mount(server, server);
      if (i % 10 === 9) expect(await watch.check()).toEqual([]);
    }
    expect(canaries.tallies.get('racing')!.canary.visitors).toBeGreaterThanOrEqual(CANARY_MIN_VISITORS);
    endCanary('racing', 'promote', undefined, paths);
    for (let i = 0; i < 20; i++) {
      const { server, browser, page } = await visitor().open();
      expect([server, browser]).toEqual([NEXT, NEXT]);
      expect(page.headers.get('set-cookie')).toBeNull();
    }
    expect(readLog(paths.logFile).map((l) => l.action)).toEqual(['release', 'canary', 'promote']);
  });
});
