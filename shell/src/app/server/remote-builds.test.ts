// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseFolder, remoteBuilds, runCommonJs } from './remote-builds';

/** A deploy folder with one release per code given: `/remotes/mfe-x/<version>/server/server.cjs`. */
function deployWith(releases: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-builds-'));
  for (const [version, code] of Object.entries(releases)) {
    mkdirSync(path.join(dir, 'remotes', 'mfe-x', version, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'remotes', 'mfe-x', version, 'server', 'server.cjs'), code);
  }
  return dir;
}
const entry = (version: string) => `/remotes/mfe-x/${version}/mf-manifest.json`;
const app = (name: string) => `exports.App = function ${name}() { return require('react').name; };`;

describe("remotes' server builds", () => {
  it('a build runs with the shared modules it is given, not its own', () => {
    const exports = runCommonJs('/x.cjs', "exports.react = require('react');", (id) => ({ id }));
    expect(exports).toEqual({ react: { id: 'react' } });
  });

  it('a request the share scope does not hold fails the build as it loads', async () => {
    const builds = remoteBuilds(deployWith({ a: "require('left-pad'); exports.App = () => null;" }), {});
    await expect(builds.get(entry('a'))).rejects.toThrow("left-pad is not shared with the remotes' server builds");
  });

  it('a release is loaded once, and the least recently used beyond the limit are dropped', async () => {
    const dir = deployWith({ a: app('A'), b: app('B'), c: app('C') });
    const builds = remoteBuilds(dir, { react: { name: 'the server React' } }, 2);
    const first = await builds.get(entry('a'));
    expect(first?.App.name).toBe('A');
    expect(await builds.get(entry('a'))).toBe(first);
    await builds.get(entry('b'));
    await builds.get(entry('a'));
    await builds.get(entry('c'));
    expect(builds.size).toBe(2);
    // b was the least recently used: a is still the same object, b is loaded anew.
    expect(await builds.get(entry('a'))).toBe(first);
  });

  it('a release published without a server build has none, and is not refused', async () => {
    const dir = deployWith({});
    mkdirSync(path.join(dir, 'remotes', 'mfe-x', 'browser-only'), { recursive: true });
    await expect(remoteBuilds(dir, {}).get(entry('browser-only'))).resolves.toBeUndefined();
  });

  it('a missing build, one that exports no App and one that throws are refused', async () => {
    const dir = deployWith({ none: 'exports.x = 1;', boom: "throw new Error('boom');" });
    const builds = remoteBuilds(dir, {});
    await expect(builds.get(entry('missing'))).rejects.toThrow(/ENOENT/);
    // A release folder with a server folder but no build in it: a broken release, refused.
    mkdirSync(path.join(dir, 'remotes', 'mfe-x', 'emptied', 'server'), { recursive: true });
    await expect(builds.get(entry('emptied'))).rejects.toThrow(/ENOENT/);
    await expect(builds.get(entry('none'))).rejects.toThrow('exports no App');
    await expect(builds.get(entry('boom'))).rejects.toThrow('boom');
  });

  it('only a release folder of this deploy is ever read (no other origin, no way out of the folder)', () => {
    expect(releaseFolder('/d', entry('1.0.0-abc'))).toBe(path.join('/d', 'remotes', 'mfe-x', '1.0.0-abc'));
    expect(releaseFolder('/d', 'https://cdn.example/remotes/mfe-x/1/mf-manifest.json')).toBeUndefined();
    expect(releaseFolder('/d', '/remotes/../../etc/mf-manifest.json')).toBeUndefined();
    expect(releaseFolder('/d', '/remotes/mfe-x/../mf-manifest.json')).toBeUndefined();
  });
});
