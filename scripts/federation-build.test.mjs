import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppConfig } from '../shared/build/federation.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-source-'));
mkdirSync(path.join(dir, 'src'));
writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'remote', version: '1.0.0' }));
const source = (code) => writeFileSync(path.join(dir, 'src', 'lifecycles.ts'), code);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The build's uniqueName, which names its chunk array on the page (`rspackChunk<uniqueName>`). */
const uniqueNameOf = (options) => {
  const config = createAppConfig({
    name: 'legacy',
    dir,
    port: 0,
    exposes: { './app': './src/lifecycles.ts' },
    ...options,
  });
  return (Array.isArray(config) ? config[0] : config).output.uniqueName;
};

describe("a remote's release names its own chunk array on the page (issue 39)", () => {
  it('the same source builds under the same name, every time', () => {
    source('export const mount = 1;');
    expect(uniqueNameOf()).toMatch(/^legacy_[0-9a-f]{8}$/);
    expect(uniqueNameOf()).toBe(uniqueNameOf());
  });

  it('another source, or the same built with other constants, under another name: two releases never share one', () => {
    source('export const mount = 1;');
    const first = uniqueNameOf();
    source('export const mount = 2;');
    expect(uniqueNameOf()).not.toBe(first);
    expect(uniqueNameOf({ define: { 'process.env.THROWS_AT_MOUNT': '1' } })).not.toBe(uniqueNameOf());
  });

  it('the shell, built once for the page, keeps its plain name', () => {
    expect(uniqueNameOf({ name: 'shell', isHost: true, exposes: undefined })).toBe('shell');
  });
});

describe("a remote's remoteEntry.js carries only the federation runtime its container calls (issue 35)", () => {
  it("the shell provides the runtime core, and the SDK's manifest parsing, Node loaders and logger are left out", async () => {
    source('export const mount = 1;');
    writeFileSync(path.join(dir, 'src', 'index.ts'), 'import("./lifecycles");');
    const [web] = [
      createAppConfig({ name: 'entry', dir, port: 0, exposes: { './app': './src/lifecycles.ts' } }),
    ].flat();
    const stats = await new Promise((resolve, reject) =>
      rspack(web).run((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const entry = readFileSync(path.join(web.output.path, 'remoteEntry.js'), 'utf8');
    expect(entry).toContain('_FEDERATION_RUNTIME_CORE');
    for (const sdkExport of ['generateSnapshotFromManifest', 'createScriptNode', 'createLogger'])
      expect(entry).not.toContain(sdkExport);
  });
});
