import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedDuringBreak,
  BREAK_PERIOD_KEYS,
  BREAK_PERIODS,
  breakEnd,
  nextReminderAt,
  onBreak,
  type AccountAction,
  type BreakPeriod,
} from './take-a-break';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 28);

type Step = { waitMs: number; take: BreakPeriod | undefined; tries: AccountAction };

/** A punter's days: wait a while (up to 40 days), then maybe take a break, then try something. */
const stepArb: fc.Arbitrary<Step> = fc.record({
  waitMs: fc.integer({ min: 0, max: 40 * DAY }),
  take: fc.option(fc.constantFrom(...BREAK_PERIOD_KEYS), { nil: undefined }),
  tries: fc.constantFrom<AccountAction>('login', 'deposit', 'bet', 'withdrawal'),
});

/**
 * The simple model: the break ends at the latest end of every break taken so far (each its start plus its length); a
 * login, deposit or bet is refused before that end, a withdrawal never.
 */
function model(steps: Step[]) {
  let now = START;
  const ends: number[] = [];
  return steps.map((s) => {
    now += s.waitMs;
    if (s.take) ends.push(now + BREAK_PERIODS[s.take].ms);
    const end = ends.length ? Math.max(...ends) : null;
    return { now, end, allowed: s.tries === 'withdrawal' || end === null || now >= end };
  });
}

describe('take a break: the rule against a simple model', () => {
  it('ends where the model says, is never shortened, ends on its own, and refuses what the model refuses', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 30 }), (steps) => {
        const expected = model(steps);
        let until: number | null = null;
        let now = START;
        steps.forEach((s, i) => {
          now += s.waitMs;
          const before = until;
          if (s.take) until = breakEnd(until, s.take, now);
          // Never shortened: a new break only ever moves the end later (or leaves it).
          if (before !== null) expect(until!).toBeGreaterThanOrEqual(before);
          expect(until).toBe(expected[i]!.end);
          expect(allowedDuringBreak(s.tries, until, now)).toBe(expected[i]!.allowed);
          // Ends on its own: from its end on, nothing is refused, with nobody doing anything.
          if (until !== null) {
            expect(onBreak(until, until)).toBe(false);
            expect(onBreak(until, until - 1)).toBe(true);
          }
        });
      }),
    );
  });

  it('starts at once: the moment it is taken, a login, a deposit and a bet are refused and a withdrawal is not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BREAK_PERIOD_KEYS), fc.integer({ min: 0, max: 1e12 }), (period, offset) => {
        const now = START + offset;
        const until = breakEnd(null, period, now);
        expect(until - now).toBe(BREAK_PERIODS[period].ms);
        for (const action of ['login', 'deposit', 'bet'] as const)
          expect(allowedDuringBreak(action, until, now)).toBe(false);
        expect(allowedDuringBreak('withdrawal', until, now)).toBe(true);
      }),
    );
  });

  it('offers 24 hours, 7 days and 30 days', () => {
    expect(Object.values(BREAK_PERIODS).map((p) => [p.label, p.ms / DAY])).toEqual([
      ['24 hours', 1],
      ['7 days', 7],
      ['30 days', 30],
    ]);
  });
});

describe('the activity reminder', () => {
  it('is due at each whole interval of the session, the first one after now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(30 as const, 60 as const, 120 as const),
        fc.integer({ min: 0, max: 3 * DAY }),
        (every, since) => {
          const at = nextReminderAt(START, every, START + since);
          const ms = every * 60_000;
          expect((at - START) % ms).toBe(0);
          expect(at).toBeGreaterThan(START + since);
          expect(at - (START + since)).toBeLessThanOrEqual(ms);
        },
      ),
    );
  });
});
