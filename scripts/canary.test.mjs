import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { canaryStatus, COUNTS_DIR, endCanary, startCanary } from './canary.mjs';
import { makeLive, rollbackTarget } from './release.mjs';
import { firstBadLine, readLog } from './release-log.mjs';

let dir;
let paths;
const release = (version) => ({
  version,
  entry: `/remotes/mfe-racing/${version}/mf-manifest.json`,
  routes: ['/racing'],
});
const publish = (version) => {
  mkdirSync(path.join(dir, 'remotes', 'mfe-racing', version), { recursive: true });
  writeFileSync(path.join(dir, 'remotes', 'mfe-racing', version, 'mf-manifest.json'), '{}');
};
const config = () => JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
const embedded = () =>
  JSON.parse(
    readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8').match(/id="runtime-config">(.*?)<\/script>/)[1],
  );

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'canary-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(
    path.join(dir, 'shell', 'index.html'),
    '<script type="application/json" id="runtime-config">{}</script>',
  );
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ environment: 'prod', overrideOrigins: [], remotes: {} }),
  );
  paths = { deployRoot: dir, logFile: path.join(dir, 'release-log.jsonl'), by: 'squad-racing@example.com' };
  process.env.RELEASE_BY = 'squad-racing@example.com';
  publish('1.0.0-aaaa');
  makeLive('racing', release('1.0.0-aaaa'), 'release', paths);
  publish('1.1.0-bbbb');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('a canary goes to remotes.json’s canary section, not to the current release nor the embedded copy, and is logged', () => {
  startCanary('racing', release('1.1.0-bbbb'), 10, paths);
  expect(config().remotes.racing.version).toBe('1.0.0-aaaa');
  expect(config().canary.racing).toMatchObject({ release: release('1.1.0-bbbb'), percent: 10 });
  expect(embedded()).not.toHaveProperty('canary');
  expect(readLog(paths.logFile).at(-1)).toMatchObject({ action: 'canary', remote: 'racing', percent: 10 });
  expect(firstBadLine(paths.logFile)).toBeNull();
});

it('refuses a canary of a release not published, already live, or at a share that is not 1 to 99 %', () => {
  expect(() => startCanary('racing', release('9.9.9-none'), 10, paths)).toThrow(/not in/);
  expect(() => startCanary('racing', release('1.0.0-aaaa'), 10, paths)).toThrow(/already live/);
  for (const percent of [0, 100, 12.5, Number.NaN])
    expect(() => startCanary('racing', release('1.1.0-bbbb'), percent, paths)).toThrow(/percent/);
  expect(config()).not.toHaveProperty('canary');
});

it('promote makes the canary everyone’s, and --rollback then returns to the release before it', () => {
  startCanary('racing', release('1.1.0-bbbb'), 10, paths);
  endCanary('racing', 'promote', undefined, paths);
  expect(config().remotes.racing.version).toBe('1.1.0-bbbb');
  expect(config()).not.toHaveProperty('canary');
  expect(embedded().remotes.racing.version).toBe('1.1.0-bbbb');
  expect(rollbackTarget('racing', undefined, paths).version).toBe('1.0.0-aaaa');
});

it('a canary rolled back leaves the current release, says why in the chained log, and is not a release to roll back to', () => {
  startCanary('racing', release('1.1.0-bbbb'), 10, paths);
  endCanary('racing', 'canary-rollback', 'canary 20 failures in 20 pages', paths);
  expect(config().remotes.racing.version).toBe('1.0.0-aaaa');
  expect(config()).not.toHaveProperty('canary');
  expect(readLog(paths.logFile).at(-1)).toMatchObject({
    action: 'canary-rollback',
    reason: 'canary 20 failures in 20 pages',
  });
  expect(firstBadLine(paths.logFile)).toBeNull();
  expect(() => rollbackTarget('racing', undefined, paths)).toThrow(/no earlier racing release/);
  expect(() => endCanary('racing', 'promote', undefined, paths)).toThrow(/no canary/);
});

it('status names the cohort share, pages and failures per release from every web process, and the judge’s word', () => {
  expect(canaryStatus(dir)).toMatch(/no canary/);
  startCanary('racing', release('1.1.0-bbbb'), 10, paths);
  const { since } = config().canary.racing;
  mkdirSync(path.join(dir, COUNTS_DIR));
  const seen = (visitors, verdict) => ({
    racing: {
      version: '1.1.0-bbbb',
      since,
      canary: { visitors, failures: 3 },
      current: { visitors: visitors * 9, failures: 1 },
      verdict,
    },
  });
  writeFileSync(path.join(dir, COUNTS_DIR, 'a.json'), JSON.stringify(seen(5, 'not judged yet')));
  writeFileSync(path.join(dir, COUNTS_DIR, 'b.json'), JSON.stringify(seen(7)));
  const status = canaryStatus(dir);
  expect(status).toContain('racing: canary 1.1.0-bbbb to 10 % of cohorts');
  expect(status).toContain('canary  1.1.0-bbbb: 12 pages, 3 failures');
  expect(status).toContain('current 1.0.0-aaaa: 108 pages, 1 failures');
  expect(status).toContain('judge: not judged yet');
});
