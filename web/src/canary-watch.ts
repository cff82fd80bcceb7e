// The canary watcher (issue 39): every CANARY_CHECK_MS it asks the API for failures per release, sets them beside the
// pages this process served per release, and rolls back a canary the judge condemns, saying why in the release log.
import { CANARY_CHECK_MS, CANARY_MIN_VISITORS, judgeCanary } from '@wagering/contract/canary';
import type { CanaryRequests, CanaryTally } from './canary';

/** One row of GET /v1/remote-failures: a release's failures of one phase. */
export interface FailureRow {
  remote: string;
  version: string;
  count: number;
}

export interface CanaryWatchOptions {
  canaries: CanaryRequests;
  /** The API's failures per release (GET /v1/remote-failures, Bearer OPS_TOKEN). */
  readFailures: () => Promise<FailureRow[]>;
  /** Ends the canary of `remote` for everyone, under the release lock, logged with `reason` (scripts/canary.mjs). */
  rollBack: (remote: string, reason: string) => Promise<void> | void;
  /** Keeps this process's counts for `release.mjs status` (canary-counts/<process>.json). */
  saveCounts?: (counts: Record<string, CanaryTally & { verdict: string }>) => void;
  /** Runs `check` every `ms` and returns how to stop it; setInterval unless a test gives its own clock. */
  every?: (ms: number, check: () => void) => () => void;
  log?: (message: string) => void;
  /** Canary pages before it is judged (CANARY_MIN_VISITORS unless a test run sets fewer). */
  minVisitors?: number;
}

const realClock = (ms: number, check: () => void) => {
  const timer = setInterval(check, ms);
  timer.unref();
  return () => clearInterval(timer);
};

const failuresOf = (rows: FailureRow[], remote: string, version: string) =>
  rows.filter((r) => r.remote === remote && r.version === version).reduce((sum, r) => sum + r.count, 0);

export function canaryWatch({
  canaries,
  readFailures,
  rollBack,
  saveCounts,
  every = realClock,
  log = () => undefined,
  minVisitors = CANARY_MIN_VISITORS,
}: CanaryWatchOptions) {
  // The current release's failures when this process first saw the canary: only those after it are compared (the
  // canary's release is new, so all of its failures are its own).
  const baselines = new Map<string, number>();

  /** One look: returns the remotes rolled back. */
  async function check(): Promise<string[]> {
    const trials = Object.entries(canaries.config().canary ?? {});
    if (!trials.length) return [];
    const rows = await readFailures();
    const config = canaries.config();
    const rolledBack: string[] = [];
    const saved: Record<string, CanaryTally & { verdict: string }> = {};
    for (const [remote, trial] of trials) {
      const currentVersion = config.remotes[remote]?.version ?? '';
      const key = `${remote}@${trial.release.version}@${trial.since}`;
      const currentTotal = failuresOf(rows, remote, currentVersion);
      if (!baselines.has(key)) baselines.set(key, currentTotal);
      const tally = canaries.tallies.get(remote);
      if (!tally || tally.version !== trial.release.version || tally.since !== trial.since) continue;
      tally.canary.failures = failuresOf(rows, remote, trial.release.version);
      tally.current.failures = currentTotal - baselines.get(key)!;
      const verdict = judgeCanary(tally.canary, tally.current, { minVisitors });
      saved[remote] = { ...tally, verdict: verdict.reason };
      if (!verdict.rollBack) continue;
      log(`canary ${remote} ${trial.release.version} rolled back: ${verdict.reason}`);
      await rollBack(remote, verdict.reason);
      rolledBack.push(remote);
    }
    saveCounts?.(saved);
    return rolledBack;
  }

  let running: Promise<unknown> = Promise.resolve();
  return {
    check,
    /** Checks every `ms` (one check at a time; a failed check is logged and the next one tries again). */
    start(ms = CANARY_CHECK_MS): () => void {
      return every(ms, () => {
        running = running.then(check).catch((error: unknown) => log(`canary check failed: ${String(error)}`));
      });
    },
  };
}
