import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLive, readLog, rollbackTarget } from './release.mjs';

const script = path.join(import.meta.dirname, 'release.mjs');
let dir;
let paths;

const release = (version) => ({
  version,
  entry: `/remotes/mfe-racing/${version}/mf-manifest.json`,
  routes: ['/racing'],
});
/** A published release folder, as scripts/build.mjs leaves it. */
const publish = (version, pkg = 'mfe-racing') => {
  mkdirSync(path.join(dir, 'remotes', pkg, version), { recursive: true });
  writeFileSync(path.join(dir, 'remotes', pkg, version, 'mf-manifest.json'), '{}');
};
const live = () => JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8')).remotes;
const embedded = () =>
  JSON.parse(
    readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8').match(
      /<script type="application\/json" id="runtime-config">(.*?)<\/script>/,
    )[1],
  ).remotes;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(
    path.join(dir, 'shell', 'index.html'),
    '<html><script type="application/json" id="runtime-config">{}</script></html>',
  );
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ environment: 'prod', overrideOrigins: [], remotes: {} }),
  );
  paths = { deployRoot: dir, logFile: path.join(dir, 'release-log.jsonl') };
  process.env.RELEASE_BY = 'squad-racing@example.com';
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('release and rollback', () => {
  it('a release writes remotes.json and the embedded copy together and logs who, what and when', () => {
    publish('1.0.0-aaaa');
    const line = makeLive('racing', release('1.0.0-aaaa'), 'release', paths);
    expect(live().racing).toEqual(release('1.0.0-aaaa'));
    expect(embedded().racing).toEqual(release('1.0.0-aaaa'));
    expect(readLog(paths.logFile)).toEqual([line]);
    expect(line).toMatchObject({ by: 'squad-racing@example.com', action: 'release', remote: 'racing', previous: null });
    expect(Date.parse(line.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a rollback goes to the release live before the current one, in remotes.json and index.html', () => {
    for (const v of ['1.0.0-aaaa', '1.1.0-bbbb']) {
      publish(v);
      makeLive('racing', release(v), 'release', paths);
    }
    makeLive('racing', rollbackTarget('racing', undefined, paths), 'rollback', paths);
    expect(live().racing.version).toBe('1.0.0-aaaa');
    expect(embedded().racing.version).toBe('1.0.0-aaaa');
    expect(readLog(paths.logFile).at(-1)).toMatchObject({ action: 'rollback', previous: { version: '1.1.0-bbbb' } });
  });

  it('rolls back to any earlier release in the log, and refuses one not in the log or no longer deployed', () => {
    for (const v of ['1.0.0-aaaa', '1.1.0-bbbb', '1.2.0-cccc']) {
      publish(v);
      makeLive('racing', release(v), 'release', paths);
    }
    makeLive('racing', rollbackTarget('racing', '1.0.0-aaaa', paths), 'rollback', paths);
    expect(embedded().racing.version).toBe('1.0.0-aaaa');
    expect(() => rollbackTarget('racing', '0.9.0-zzzz', paths)).toThrow('racing 0.9.0-zzzz is not in the release log');
    rmSync(path.join(dir, 'remotes', 'mfe-racing', '1.1.0-bbbb'), { recursive: true });
    expect(() => rollbackTarget('racing', '1.1.0-bbbb', paths)).toThrow('is not in');
    expect(live().racing.version).toBe('1.0.0-aaaa');
  });

  it('the command rolls back offline, building nothing', () => {
    for (const v of ['1.0.0-aaaa', '1.1.0-bbbb']) {
      publish(v);
      makeLive('racing', release(v), 'release', paths);
    }
    const run = spawnSync(process.execPath, [script, 'mfe-racing', '--rollback'], {
      env: { ...process.env, DEPLOY_DIR: dir, RELEASE_LOG: paths.logFile },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^rollback racing 1\.1\.0-bbbb -> 1\.0\.0-aaaa by squad-racing@example\.com in \d+ ms/);
    expect(embedded().racing.version).toBe('1.0.0-aaaa');
  });

  it('two squads releasing at once both go live: neither overwrites the other', async () => {
    // Each squad releases 40 versions of its remote in a row, both starting at the same moment, in separate processes.
    const startAt = Date.now() + 1_500;
    const squad = (name) =>
      new Promise((resolve, reject) => {
        const code = `import { makeLive } from ${JSON.stringify(script)};
          while (Date.now() < ${startAt});
          for (let i = 0; i < 40; i++)
            makeLive('${name}', { version: '1.0.' + i, entry: '/remotes/${name}/1.0.' + i + '/mf-manifest.json' }, 'release', ${JSON.stringify(paths)});`;
        const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
        child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`squad exited ${status}`))));
      });
    await Promise.all([squad('racing'), squad('sports')]);
    expect(live().racing.version).toBe('1.0.39');
    expect(live().sports.version).toBe('1.0.39');
    expect(embedded().racing.version).toBe('1.0.39');
    expect(embedded().sports.version).toBe('1.0.39');
    // Each release replaced the one its squad made just before: no write put back a line the other squad had read.
    const log = readLog(paths.logFile);
    expect(log).toHaveLength(80);
    for (const name of ['racing', 'sports'])
      expect(log.filter((line) => line.remote === name).map((line) => line.previous?.version ?? null)).toEqual([
        null,
        ...Array.from({ length: 39 }, (_, i) => `1.0.${i}`),
      ]);
  });
});
