import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import type { FirstQuery } from '@wagering/shared/api';
import type { RemoteAppProps } from '@wagering/shared/runtime';

/** What a remote's server build exports (its `src/server.ts`). */
export interface RemoteServerBuild {
  App: ComponentType<RemoteAppProps>;
  /** The paths the server renders; a remote without the list renders all of its own. */
  serverRoutes?: string[];
  /** The queries a path's page makes first (its package.json's `firstCalls`): fetched before its one render. */
  firstQueries?: (pathname: string) => FirstQuery[] | undefined;
}

/**
 * Runs a CommonJS file as Node would, but with the given `require` and held only by what it returns: once nothing
 * refers to its exports, its code and data are garbage like any other object (Node's own require cache would keep
 * every release's code for good). `vm.compileFunction`, not `vm.runInThisContext`: on Node 20 every script the
 * latter compiles stays in memory (measured: +0.34 MB a load of racing's build, none with compileFunction).
 */
export function runCommonJs(file: string, code: string, require: (id: string) => unknown): unknown {
  const wrapper = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  }) as (exports: object, require: (id: string) => unknown, module: object, file: string, dir: string) => void;
  const module = { exports: {} };
  wrapper(module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

/** The release folder a remotes.json entry names on this server (`/remotes/<pkg>/<release>/mf-manifest.json`). */
export function releaseFolder(deployDir: string, entry: string): string | undefined {
  const match = /^\/remotes\/(\w[\w.-]*)\/(\w[\w.-]*)\/mf-manifest\.json$/.exec(entry);
  return match ? path.join(deployDir, 'remotes', match[1]!, match[2]!) : undefined;
}

/**
 * The remotes' server builds, one per release, loaded when a page first needs them and kept for the last `keep`
 * releases used: a release swapped in by remotes.json is loaded by the next request, and the evicted release's code
 * is dropped. Each build's shared modules come from `shared` (the shell's own: one React and one kit on the server).
 */
export function remoteBuilds(deployDir: string, shared: Record<string, unknown>, keep = 12) {
  const loaded = new Map<string, Promise<RemoteServerBuild | undefined>>();
  const requireShared = (id: string) => {
    if (Object.hasOwn(shared, id)) return shared[id];
    throw new Error(`${id} is not shared with the remotes' server builds`);
  };
  const load = async (entry: string): Promise<RemoteServerBuild | undefined> => {
    const folder = releaseFolder(deployDir, entry);
    if (!folder) throw new Error(`${entry} is not a release on this server`);
    // Published without a server build (betslip, banking: the punter's own pages, scripts/build.mjs): its pages are
    // the browser's by design, which is no failure to report (a canary's count would roll it back).
    if (existsSync(folder) && !existsSync(path.join(folder, 'server'))) return undefined;
    const file = path.join(folder, 'server', 'server.cjs');
    const build = runCommonJs(file, await readFile(file, 'utf8'), requireShared) as Partial<RemoteServerBuild>;
    if (typeof build.App !== 'function') throw new Error(`${file} exports no App`);
    return build as RemoteServerBuild;
  };
  return {
    /**
     * The build of the release a remotes.json entry names, none for a release published without one; rejects when it
     * is missing from a release that has one, or throws as it loads.
     */
    get(entry: string): Promise<RemoteServerBuild | undefined> {
      let build = loaded.get(entry);
      if (build) loaded.delete(entry);
      else build = load(entry);
      loaded.set(entry, build);
      if (loaded.size > keep) loaded.delete(loaded.keys().next().value!);
      return build;
    },
    get size() {
      return loaded.size;
    },
  };
}
