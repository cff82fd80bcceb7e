// Canary releases of one remote (issue 39): which visitors get the canary, which releases a page is served with, and
// when the canary's own failures roll it back. Framework-free: the web tier, its watcher and the tests share it.

/** Cohorts a visitor falls in, 0..COHORTS-1: a canary at N % goes to cohorts below N. */
export const COHORTS = 100;
/** The cookie holding a visitor's random cohort value (SameSite=Lax, a year). */
export const COHORT_COOKIE = 'cohort';
/** How long the cohort cookie lasts, in seconds: a year, so a visitor keeps their cohort across visits. */
export const COHORT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** A canary is judged only once it has served at least this many pages: one early failure decides nothing. */
export const CANARY_MIN_VISITORS = 20;
/** The canary is rolled back when its failure rate is above the current release's by more than this (5 points). */
export const CANARY_MARGIN = 0.05;
/** How often the web tier's watcher asks for failures per release (milliseconds). */
export const CANARY_CHECK_MS = 15_000;

/** A remote's release as remotes.json names it (the fields the canary rules read). */
interface CanaryRelease {
  version: string;
  entry: string;
}

/** remotes.json's `canary` section, per remote: the release on trial, for what share of cohorts, since when. */
interface Canary<R extends CanaryRelease = CanaryRelease> {
  release: R;
  percent: number;
  since: string;
}

export interface CanaryConfig<R extends CanaryRelease = CanaryRelease> {
  remotes: Record<string, R>;
  canary?: Record<string, Canary<R>>;
}

/**
 * A visitor's cohort from their cookie value: FNV-1a (32 bits) of the value, modulo COHORTS. The value is random, so
 * cohorts are even; the same value always gives the same cohort, so a visitor never switches release mid-visit.
 */
export function cohortOf(cookie: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < cookie.length; i++) {
    hash ^= cookie.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % COHORTS;
}

/** Whether a cohort gets a canary at `percent` %. */
export const inCanary = (cohort: number, percent: number): boolean => cohort < percent;

/** A valid cohort cookie value: what the web tier sets (32 hex digits), nothing a visitor could make up at length. */
export const isCohortValue = (value: string | undefined): value is string => !!value && /^[0-9a-f]{32}$/.test(value);

/**
 * The configuration a visitor's page is served with: the current releases, each canary's release swapped in when the
 * visitor's cohort is in it, and no `canary` section (the page names only the releases it runs). A visitor with no
 * cohort (none yet) gets the current releases.
 */
export function releasesFor<C extends CanaryConfig>(config: C, cohort: number | undefined): Omit<C, 'canary'> {
  const { canary, ...rest } = config;
  const swapped = Object.entries(canary ?? {}).filter(
    ([remote, trial]) => cohort !== undefined && remote in config.remotes && inCanary(cohort, trial.percent),
  );
  if (!swapped.length) return rest;
  return { ...rest, remotes: { ...config.remotes, ...Object.fromEntries(swapped.map(([r, t]) => [r, t.release])) } };
}

/** The canaries a cohort gets, as "remote@version" (the page cache keeps one page per such set). */
export const canariesOf = (config: CanaryConfig, cohort: number | undefined): string[] =>
  Object.entries(config.canary ?? {})
    .filter(([, trial]) => cohort !== undefined && inCanary(cohort, trial.percent))
    .map(([remote, trial]) => `${remote}@${trial.release.version}`)
    .sort();

/** Pages served and failures reported for one release, counted since the canary started. */
export interface ReleaseCounts {
  visitors: number;
  failures: number;
}

export type Verdict = { rollBack: false; reason: string } | { rollBack: true; reason: string };

const rate = ({ visitors, failures }: ReleaseCounts) => (visitors > 0 ? failures / visitors : 0);
const percentText = (r: number) => `${(r * 100).toFixed(1)} %`;

/**
 * The judge: roll the canary back when, with at least CANARY_MIN_VISITORS pages served on it, its failures per page
 * exceed the current release's by more than `margin`. Failures with too few pages are not judged yet (one failure in
 * three pages decides nothing); the reason is in words, for the release log.
 */
export function judgeCanary(
  canary: ReleaseCounts,
  current: ReleaseCounts,
  { minVisitors = CANARY_MIN_VISITORS, margin = CANARY_MARGIN } = {},
): Verdict {
  const canaryRate = rate(canary);
  const currentRate = rate(current);
  const rates = `canary ${canary.failures} failures in ${canary.visitors} pages (${percentText(canaryRate)}), current ${current.failures} in ${current.visitors} (${percentText(currentRate)})`;
  if (canary.visitors < minVisitors)
    return { rollBack: false, reason: `${rates}: fewer than ${minVisitors} canary pages, not judged yet` };
  if (canaryRate > currentRate + margin)
    return { rollBack: true, reason: `${rates}: more than ${margin * 100} points above the current release` };
  return { rollBack: false, reason: `${rates}: within ${margin * 100} points of the current release` };
}
