// The canary watcher as the web tier's process runs it: failures from the API, counts kept in the deploy for
// `release.mjs status`, rollbacks through scripts/canary.mjs (the release lock and the chained log).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { canaryWatch, type FailureRow } from './canary-watch';
import type { CanaryRequests } from './canary';

/** scripts/canary.mjs's rollback, when the deploy is the repository's (npm start); none in a container image. */
async function releaseScripts(): Promise<
  { watcherRollBack(deployRoot: string): (remote: string, reason: string) => void } | undefined
> {
  const script = new URL('../../scripts/canary.mjs', import.meta.url).href;
  try {
    return (await import(/* @vite-ignore */ script)) as {
      watcherRollBack(deployRoot: string): (remote: string, reason: string) => void;
    };
  } catch {
    return undefined;
  }
}

/** The API's failures per release over the last day (the watcher counts only those since a canary started). */
export const apiFailures = (apiUrl: string, opsToken?: string) => async (): Promise<FailureRow[]> => {
  const answer = await fetch(`${apiUrl}/v1/remote-failures?hours=24`, {
    headers: { accept: 'application/json', ...(opsToken && { authorization: `Bearer ${opsToken}` }) },
  });
  if (!answer.ok) throw new Error(`GET /v1/remote-failures answered ${answer.status}`);
  return ((await answer.json()) as { data: FailureRow[] }).data;
};

/** Starts the watcher; returns how to stop it (a no-op where no rollback can be written). */
export async function startCanaryWatch(canaries: CanaryRequests, deployDir: string, apiUrl: string, opsToken?: string) {
  const scripts = await releaseScripts();
  if (!scripts) {
    console.warn('canary watcher off: scripts/canary.mjs is not beside this web tier');
    return () => undefined;
  }
  const countsDir = path.join(deployDir, 'canary-counts');
  const countsFile = path.join(countsDir, `${hostname()}-${process.pid}.json`);
  const watch = canaryWatch({
    canaries,
    readFailures: apiFailures(apiUrl, opsToken),
    rollBack: scripts.watcherRollBack(deployDir),
    saveCounts(counts) {
      mkdirSync(countsDir, { recursive: true });
      writeFileSync(`${countsFile}.partial`, JSON.stringify(counts));
      renameSync(`${countsFile}.partial`, countsFile);
    },
    log: (message) => console.warn(message),
    // Test runs only (e2e): a browser's page costs seconds, so fewer pages decide.
    minVisitors: Number(process.env.CANARY_MIN_PAGES) || undefined,
  });
  return watch.start(Number(process.env.CANARY_CHECK_MS) || undefined);
}
