import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './test';
import { deployDir } from './deploy-dir';

const repo = path.resolve(import.meta.dirname, '..', '..');
type Publish = (
  remote: { pkg: string; name: string },
  o: { dist: string; deployRoot: string },
) => [string, { version: string; entry: string }];
const publishRemote = async () =>
  ((await import(pathToFileURL(path.join(repo, 'scripts', 'build.mjs')).href)) as { publishRemote: Publish })
    .publishRemote;

function buildSports(env: Record<string, string> = {}) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'sports-build-'));
  execFileSync('npx', ['rspack', 'build'], {
    cwd: path.join(repo, 'mfe-sports'),
    env: { ...process.env, OUT_DIR: out, ...env },
    stdio: 'ignore',
  });
  return out;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('releases are immutable', () => {
  test('publishing never overwrites a release; a changed build gets its own folder and the old one stays servable', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const publish = await publishRemote();
    const deployed = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')).remotes.sports;
    const remote = { pkg: 'mfe-sports', name: 'sports' };

    // The same source builds to the same release: publishing it again leaves the folder as it was.
    const same = buildSports();
    const folder = path.join(deployDir, 'remotes', 'mfe-sports', deployed.version);
    const before = statSync(path.join(folder, 'remoteEntry.js')).mtimeMs;
    const [, again] = publish(remote, { dist: same, deployRoot: deployDir });
    expect(again.version).toBe(deployed.version);
    expect(statSync(path.join(folder, 'remoteEntry.js')).mtimeMs).toBe(before);

    // A changed build is a new release beside it…
    const changed = buildSports({ REMOTE_VERSION: 'changed' });
    const [, next] = publish(remote, { dist: changed, deployRoot: deployDir });
    expect(next.version).not.toBe(deployed.version);
    expect(next.version.startsWith('1.0.0-')).toBe(true);
    expect(existsSync(path.join(deployDir, 'remotes', 'mfe-sports', next.version, 'mf-manifest.json'))).toBe(true);
    // …and both are served, immutable: pointing remotes.json back is the whole rollback.
    for (const entry of [deployed.entry, next.entry]) {
      const res = await request.get(entry);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe(IMMUTABLE);
    }
    rmSync(same, { recursive: true, force: true });
    rmSync(changed, { recursive: true, force: true });
  });

  test("cache headers: release files and hashed shell bundles immutable (also precompressed), remotes.json never stored, a first visit's page kept by a shared cache within SPEC 9's 60 s", async ({
    request,
  }) => {
    expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');
    // Issue 34: a page for a first visit (no theme or zone cookie) may be held by a CDN or the gateway, 5 s fresh and
    // 25 s more while it is fetched again (web/src/pages.ts PUBLIC_PAGE_CACHE).
    for (const url of ['/', '/racing/horse']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=25',
      );
    }
    const html = await (await request.get('/')).text();
    const bundle = html.match(/src="(\/main\.[0-9a-f]{8}\.js)"/)?.[1];
    expect(bundle).toBeTruthy();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request.get(bundle!, { headers: { 'accept-encoding': encoding } });
      expect(res.headers()['cache-control'], encoding).toBe(IMMUTABLE);
    }
    const { remotes } = await (await request.get('/remotes.json')).json();
    const res = await request.get(remotes.racing.entry, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe(IMMUTABLE);
  });
});
