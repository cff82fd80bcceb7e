import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the workspace installs cleanly on the Node version it promises', () => {
  const oldestNode = semver.minVersion(read('package.json').engines.node).version;

  it(`every installed package runs on Node ${oldestNode}, the oldest that engines allows (no EBADENGINE at npm ci)`, () => {
    const tooNew = Object.keys(read('package-lock.json').packages)
      .filter((dir) => dir && existsSync(path.join(root, dir, 'package.json')))
      .map((dir) => read(path.join(dir, 'package.json')))
      .filter((pkg) => pkg.engines?.node && !semver.satisfies(oldestNode, pkg.engines.node))
      .map((pkg) => `${pkg.name}@${pkg.version} needs node ${pkg.engines.node}`);
    expect(tooNew).toEqual([]);
  });
});
