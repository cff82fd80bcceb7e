import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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
/** `release.mjs verify` on the test's log. */
const verify = () =>
  spawnSync(process.execPath, [script, 'verify'], {
    env: { ...process.env, RELEASE_LOG: paths.logFile },
    encoding: 'utf8',
  });
const logLines = () => readFileSync(paths.logFile, 'utf8').split('\n').filter(Boolean);
const writeLines = (lines) => writeFileSync(paths.logFile, lines.map((l) => `${l}\n`).join(''));
/** Three releases of racing, each published and made live in turn. */
const threeReleases = () => {
  for (const v of ['1.0.0-aaaa', '1.1.0-bbbb', '1.2.0-cccc']) {
    publish(v);
    makeLive('racing', release(v), 'release', paths);
  }
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
    // Each line was written under the lock, after the one before it: the chain holds from the first to the last.
    expect(verify()).toMatchObject({ status: 0, stdout: expect.stringContaining('80 lines, chain intact') });
    for (const name of ['racing', 'sports'])
      expect(log.filter((line) => line.remote === name).map((line) => line.previous?.version ?? null)).toEqual([
        null,
        ...Array.from({ length: 39 }, (_, i) => `1.0.${i}`),
      ]);
  });
});

describe('the release log cannot be forged', () => {
  it('verify passes on an untouched log, and on the repository’s own log', () => {
    threeReleases();
    expect(verify()).toMatchObject({ status: 0, stdout: expect.stringContaining('3 lines, chain intact') });
    const own = spawnSync(process.execPath, [script, 'verify'], {
      encoding: 'utf8',
      env: { ...process.env, RELEASE_LOG: '' },
    });
    expect(own.stderr).toBe('');
    expect(own.status).toBe(0);
  });

  it('an edited line is named by verify, and a rollback then goes nowhere', () => {
    threeReleases();
    publish('6.6.6-evil');
    // The edit an attacker makes: line 3 says the release before 1.2.0 was theirs.
    const lines = logLines();
    lines[2] = lines[2]
      .replace('"previous":{"version":"1.1.0-bbbb"', '"previous":{"version":"6.6.6-evil"')
      .replace('/1.1.0-bbbb/', '/6.6.6-evil/');
    writeLines(lines);
    expect(verify()).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/line 3: changed after it was written/),
    });
    expect(() => rollbackTarget('racing', undefined, paths)).toThrow(/tampered with: line 3/);
    expect(() => makeLive('racing', release('6.6.6-evil'), 'rollback', paths)).toThrow(/tampered with: line 3/);
    expect(live().racing.version).toBe('1.2.0-cccc');
    expect(logLines()).toHaveLength(3);
  });

  it('a forged line inserted with a hash of its own breaks the chain at the line after it', () => {
    threeReleases();
    publish('6.6.6-evil');
    // A forger who read release-log.mjs: the inserted line follows line 2 and carries its own correct hash.
    const lines = logLines();
    const second = JSON.parse(lines[1]);
    const body = {
      ...second,
      release: release('1.2.0-cccc'),
      previous: release('6.6.6-evil'),
      prev: second.hash,
    };
    delete body.hash;
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    writeLines([lines[0], lines[1], JSON.stringify({ ...body, hash }), lines[2]]);
    expect(verify()).toMatchObject({ status: 1, stderr: expect.stringMatching(/line 4: does not follow line 3/) });
    const rollback = spawnSync(process.execPath, [script, 'racing', '--rollback'], {
      env: { ...process.env, DEPLOY_DIR: dir, RELEASE_LOG: paths.logFile },
      encoding: 'utf8',
    });
    expect(rollback.status).toBe(1);
    expect(rollback.stderr).toMatch(/tampered with: line 4/);
    expect(live().racing.version).toBe('1.2.0-cccc');
  });

  it('a line removed or two lines swapped are named too', () => {
    threeReleases();
    const lines = logLines();
    writeLines([lines[0], lines[2]]);
    expect(verify().stderr).toMatch(/line 2: does not follow line 1/);
    writeLines([lines[1], lines[0], lines[2]]);
    expect(verify().stderr).toMatch(/line 1: is not the first line written/);
    writeLines([lines[0], 'not json', lines[2]]);
    expect(verify().stderr).toMatch(/line 2: not a JSON line/);
  });
});
