import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANARY_MARGIN,
  CANARY_MIN_VISITORS,
  COHORTS,
  canariesOf,
  cohortOf,
  inCanary,
  isCohortValue,
  judgeCanary,
  releasesFor,
  type CanaryConfig,
} from '.';

const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);
/** 32 hex digits from a seeded generator (mulberry32), as random as the web tier's random bytes for this purpose. */
function randomValues(seed: number, count: number): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => next() + next() + next() + next());
}
const release = (version: string) => ({ version, entry: `/remotes/mfe-x/${version}/mf-manifest.json` });
const config = (percent: number): CanaryConfig => ({
  remotes: { racing: release('1.0.0'), sports: release('2.0.0') },
  canary: { racing: { release: release('1.1.0'), percent, since: '2026-11-28T08:00:00.000Z' } },
});

describe('cohort of a visitor', () => {
  it('is stable and within 0..COHORTS-1 for any cookie value', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cohort = cohortOf(value);
        expect(Number.isInteger(cohort) && cohort >= 0 && cohort < COHORTS).toBe(true);
        expect(cohortOf(value)).toBe(cohort);
      }),
    );
  });

  it('is even over random cookie values: every N % of cohorts holds close to N % of visitors', () => {
    // 10 000 random values per run, made from the run's seed (as the web tier's random bytes would be).
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 99 }), (seed, percent) => {
        const values = randomValues(seed, 10_000);
        const share = values.filter((v) => inCanary(cohortOf(v), percent)).length / values.length;
        // The standard error is at most 0.5 points; 2 points is 4 of them.
        expect(Math.abs(share - percent / 100)).toBeLessThan(0.02);
      }),
      { numRuns: 10 },
    );
  });

  it('takes only the values the web tier sets', () => {
    fc.assert(
      fc.property(hex32, (value) => {
        expect(isCohortValue(value)).toBe(true);
      }),
    );
    for (const bad of [undefined, '', 'abc', 'G'.repeat(32), 'a'.repeat(33)]) expect(isCohortValue(bad)).toBe(false);
  });
});

describe('releases for a request', () => {
  it('swaps the canary in for its cohorts only, keeps every other remote, and names no canary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: COHORTS - 1 }), (percent, cohort) => {
        const served = releasesFor(config(percent), cohort);
        expect(served).not.toHaveProperty('canary');
        expect(served.remotes.sports.version).toBe('2.0.0');
        expect(served.remotes.racing.version).toBe(cohort < percent ? '1.1.0' : '1.0.0');
        expect(canariesOf(config(percent), cohort)).toEqual(cohort < percent ? ['racing@1.1.0'] : []);
      }),
    );
  });

  it('gives a visitor with no cohort yet, or a site with no canary, the current releases', () => {
    expect(releasesFor(config(100), undefined).remotes.racing.version).toBe('1.0.0');
    const { canary: _none, ...plain } = config(50);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (cohort) => {
        expect(releasesFor(plain, cohort)).toEqual(plain);
      }),
    );
  });

  it('ignores a canary of a remote the site does not have', () => {
    const odd: CanaryConfig = {
      ...config(100),
      canary: { banking: { release: release('9'), percent: 100, since: '' } },
    };
    expect(releasesFor(odd, 0).remotes).toEqual(config(0).remotes);
  });
});

describe('the judge', () => {
  const counts = fc.record({
    visitors: fc.integer({ min: 0, max: 10_000 }),
    failures: fc.integer({ min: 0, max: 10_000 }),
  });

  it('never judges a canary with fewer than the minimum pages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CANARY_MIN_VISITORS - 1 }),
        fc.nat(1000),
        counts,
        (visitors, failures, current) => {
          expect(judgeCanary({ visitors, failures }, current).rollBack).toBe(false);
        },
      ),
    );
  });

  it('rolls back exactly when the canary fails more than the margin above the current release', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CANARY_MIN_VISITORS, max: 10_000 }),
        fc.nat(10_000),
        counts,
        (visitors, failures, current) => {
          const currentRate = current.visitors ? current.failures / current.visitors : 0;
          const verdict = judgeCanary({ visitors, failures }, current);
          expect(verdict.rollBack).toBe(failures / visitors > currentRate + CANARY_MARGIN);
          expect(verdict.reason).toMatch(/canary \d+ failures in \d+ pages/);
        },
      ),
    );
  });

  it('is monotone: more canary failures never turn a roll back into keep', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CANARY_MIN_VISITORS, max: 5000 }),
        fc.nat(5000),
        fc.nat(100),
        counts,
        (v, f, more, current) => {
          if (judgeCanary({ visitors: v, failures: f }, current).rollBack)
            expect(judgeCanary({ visitors: v, failures: f + more }, current).rollBack).toBe(true);
        },
      ),
    );
  });

  it('rolls back a canary that throws on every page, keeps one as good as the current release', () => {
    expect(judgeCanary({ visitors: 20, failures: 20 }, { visitors: 80, failures: 0 })).toMatchObject({
      rollBack: true,
    });
    expect(judgeCanary({ visitors: 20, failures: 1 }, { visitors: 80, failures: 4 })).toMatchObject({
      rollBack: false,
    });
  });
});
