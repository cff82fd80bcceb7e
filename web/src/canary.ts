// Canary releases in the web tier (issue 39): each visitor's cohort (a random cookie), the releases their pages and
// /remotes.json are served with, and the pages served per canary release and per current release, which the watcher
// (canary-watch.ts) compares with the failures browsers report.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COHORT_COOKIE,
  COHORT_COOKIE_MAX_AGE_S,
  canariesOf,
  cohortOf,
  inCanary,
  isCohortValue,
  releasesFor,
  type CanaryConfig,
  type ReleaseCounts,
} from '@wagering/contract/canary';

/** Pages served since a canary started: on its release, and on the current release of the same remote. */
export interface CanaryTally {
  version: string;
  since: string;
  canary: ReleaseCounts;
  current: ReleaseCounts;
}

/** What a page request is served with: the visitor's cohort (none while no canary runs) and its canaries. */
export interface CanaryVisit {
  cohort?: number;
  /** "remote@version" of each canary the page gets, for the page cache's key ('' when none). */
  canaries: string;
}

/** The visitor's cohort value from their cookies, when it is one the web tier set. */
function cohortCookie(header: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=([^;]*)`).exec(header ?? '');
  return isCohortValue(match?.[1]) ? match[1] : undefined;
}

export function canaryRequests(deployDir: string, { secure = false } = {}) {
  const file = path.join(deployDir, 'remotes.json');
  let seen: { stamp: string; config: CanaryConfig } | undefined;
  const tallies = new Map<string, CanaryTally>();

  /** remotes.json as it is now (read again when a release or a canary renames a new one in). */
  const config = (): CanaryConfig => {
    const { mtimeMs, size, ino } = statSync(file);
    const stamp = `${mtimeMs}:${size}:${ino}`;
    if (seen?.stamp !== stamp) seen = { stamp, config: JSON.parse(readFileSync(file, 'utf8')) as CanaryConfig };
    return seen.config;
  };

  /** The cohort of this visitor while a canary runs: their cookie's, or a new one set now for a year. */
  const cohortFor = (request: FastifyRequest, reply: FastifyReply, current: CanaryConfig) => {
    if (!Object.keys(current.canary ?? {}).length) return undefined;
    let value = cohortCookie(request.headers.cookie);
    if (!value) {
      value = randomBytes(16).toString('hex');
      const cookie = `${COHORT_COOKIE}=${value}; Path=/; Max-Age=${COHORT_COOKIE_MAX_AGE_S}; SameSite=Lax`;
      reply.header('Set-Cookie', secure ? `${cookie}; Secure` : cookie);
    }
    return cohortOf(value);
  };

  /** Counts one page for each canary: on the canary's release when the cohort is in it, else on the current one. */
  const count = (current: CanaryConfig, cohort: number) => {
    for (const [remote, trial] of Object.entries(current.canary ?? {})) {
      let tally = tallies.get(remote);
      if (tally?.version !== trial.release.version || tally.since !== trial.since) {
        tally = {
          version: trial.release.version,
          since: trial.since,
          canary: { visitors: 0, failures: 0 },
          current: { visitors: 0, failures: 0 },
        };
        tallies.set(remote, tally);
      }
      tally[inCanary(cohort, trial.percent) ? 'canary' : 'current'].visitors++;
    }
  };

  return {
    config,
    /** A page request: its cohort (setting the cookie on a first visit), counted once per canary. */
    visit(request: FastifyRequest, reply: FastifyReply): CanaryVisit {
      const current = config();
      const cohort = cohortFor(request, reply, current);
      if (cohort === undefined) return { canaries: '' };
      count(current, cohort);
      return { cohort, canaries: canariesOf(current, cohort).join(',') };
    },
    /** GET /remotes.json: the releases of the visitor's cohort, never stored, so a rollback reaches the next read. */
    async remotesJson(request: FastifyRequest, reply: FastifyReply) {
      const current = config();
      const cohort = cohortFor(request, reply, current);
      return reply.header('Cache-Control', 'no-store').type('application/json').send(releasesFor(current, cohort));
    },
    /** Pages served per canary since it started (the watcher adds the failures). */
    tallies,
  };
}

export type CanaryRequests = ReturnType<typeof canaryRequests>;
