// Canary releases of one remote (issue 39), beside release.mjs's releases and rollbacks:
//   node scripts/release.mjs canary <remote> [<release>] --percent N   the release (a published version; none: build
//                                                                      and publish the remote now) to N % of cohorts
//   node scripts/release.mjs promote <remote>                          the canary becomes everyone's release
//   node scripts/release.mjs canary-rollback <remote>                  the canary ends; everyone keeps the current one
//   node scripts/release.mjs status                                    each canary: cohort %, pages and failures per release
// remotes.json's `canary` section holds the trial ({ "<remote>": { release, percent, since } }); every change is
// written under the release lock with its line in the chained release log, as a release is. The web tier's watcher
// (web/src/canary-watch.ts) ends a canary by itself through `endCanary`, with the judge's reason.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appendEntry, assertLogIntact, readLog } from './release-log.mjs';
import { readJson, updateRuntimeConfig } from './runtime-config.mjs';

/** The folder where each web tier process keeps its pages and failures per canary release (canary-watch.ts). */
export const COUNTS_DIR = 'canary-counts';

const withoutCanary = (config, remote) => {
  const { [remote]: _ended, ...others } = config.canary ?? {};
  const { canary: _all, ...rest } = config;
  return Object.keys(others).length ? { ...rest, canary: others } : rest;
};

/** Changes remotes.json under the lock with `edit(config)` → [newConfig, logLine]; the line is chained in the log. */
function changeLogged(paths, edit) {
  let line;
  updateRuntimeConfig(
    paths.deployRoot,
    (config) => {
      assertLogIntact(paths.logFile);
      const [next, entry] = edit(config);
      line = { at: new Date().toISOString(), by: paths.by, ...entry };
      return next;
    },
    () => (line = appendEntry(paths.logFile, line)),
  );
  return line;
}

/** Serves `release` of `remote` to `percent` % of cohorts; the others keep the current release. */
export function startCanary(remote, release, percent, paths) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error('--percent must be a whole number from 1 to 99');
  if (!existsSync(path.join(paths.deployRoot, release.entry)))
    throw new Error(`${remote} ${release.version} is not in ${paths.deployRoot}`);
  return changeLogged(paths, (config) => {
    const current = config.remotes?.[remote];
    if (!current) throw new Error(`${remote} has no current release to try a canary against`);
    if (current.version === release.version) throw new Error(`${remote} ${release.version} is already live`);
    const canary = { release, percent, since: new Date().toISOString() };
    return [
      { ...config, canary: { ...config.canary, [remote]: canary } },
      { action: 'canary', remote, release, previous: current, percent },
    ];
  });
}

/**
 * Ends the canary of `remote`: `promote` makes its release everyone's (the current one becomes `previous`, so
 * `--rollback` returns to it); `canary-rollback` drops it, with `reason` (the watcher's verdict, or an operator's).
 */
export function endCanary(remote, action, reason, paths) {
  return changeLogged(paths, (config) => {
    const trial = config.canary?.[remote];
    if (!trial) throw new Error(`${remote} has no canary`);
    const current = config.remotes[remote];
    const rest = withoutCanary(config, remote);
    return action === 'promote'
      ? [
          { ...rest, remotes: { ...config.remotes, [remote]: trial.release } },
          { action, remote, release: trial.release, previous: current },
        ]
      : [rest, { action: 'canary-rollback', remote, release: trial.release, previous: current, reason }];
  });
}

/** A published release folder's remotes.json entry: as the log last recorded it, else from the folder and package. */
export function publishedRelease({ pkg, name }, version, { deployRoot, logFile, root }) {
  const logged = readLog(logFile).findLast((line) => line.remote === name && line.release.version === version)?.release;
  if (logged) return logged;
  const entry = `/remotes/${pkg}/${version}/mf-manifest.json`;
  if (!existsSync(path.join(deployRoot, entry))) throw new Error(`${name} ${version} is not in ${deployRoot}`);
  const { wagering } = readJson(path.join(root, pkg, 'package.json'), {});
  return {
    version,
    entry,
    routes: wagering?.routes ?? [],
    ...(wagering?.firstCalls && { firstCalls: wagering.firstCalls }),
  };
}

/** The pages and failures per release each web tier process counted for this canary, summed. */
export function canaryCounts(deployRoot, remote, trial) {
  const dir = path.join(deployRoot, COUNTS_DIR);
  const sum = { canary: { visitors: 0, failures: 0 }, current: { visitors: 0, failures: 0 }, verdict: undefined };
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
    const seen = readJson(path.join(dir, file), {})[remote];
    if (!seen || seen.version !== trial.release.version || seen.since !== trial.since) continue;
    for (const side of ['canary', 'current']) {
      sum[side].visitors += seen[side]?.visitors ?? 0;
      // Failures come from the API (all processes see the same), so the largest is the latest.
      sum[side].failures = Math.max(sum[side].failures, seen[side]?.failures ?? 0);
    }
    sum.verdict = seen.verdict ?? sum.verdict;
  }
  return sum;
}

/** `status`: each canary in words, one line per release. */
export function canaryStatus(deployRoot) {
  const config = readJson(path.join(deployRoot, 'remotes.json'), {});
  const trials = Object.entries(config.canary ?? {});
  if (!trials.length) return 'no canary: every visitor gets the current releases';
  return trials
    .map(([remote, trial]) => {
      const counts = canaryCounts(deployRoot, remote, trial);
      const row = (label, version, { visitors, failures }) =>
        `  ${label} ${version}: ${visitors} pages, ${failures} failures`;
      return [
        `${remote}: canary ${trial.release.version} to ${trial.percent} % of cohorts since ${trial.since}`,
        row('canary ', trial.release.version, counts.canary),
        row('current', config.remotes?.[remote]?.version ?? '(none)', counts.current),
        `  judge: ${counts.verdict ?? 'not judged yet'}`,
      ].join('\n');
    })
    .join('\n');
}

/**
 * The web tier's watcher's rollback (web/src/main.ts loads it): ends the canary under the release lock with its line
 * in the release log (RELEASE_LOG, else the repository's release-log.jsonl), by "canary watcher", saying why.
 */
export function watcherRollBack(
  deployRoot,
  logFile = process.env.RELEASE_LOG
    ? path.resolve(process.env.RELEASE_LOG)
    : path.resolve(import.meta.dirname, '..', 'release-log.jsonl'),
) {
  return (remote, reason) =>
    endCanary(remote, 'canary-rollback', reason, { deployRoot, logFile, by: 'canary watcher' });
}
