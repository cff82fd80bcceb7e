import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationRefusal, CombinationRefusal, parlayRefusal, type CombinableLeg } from './combination-rules';
import { sameRaceMultiRefusal } from './same-race-multi';

const legArb = fc.record({
  leg_id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  event_id: fc.integer({ min: 1, max: 4 }),
  bet_type: fc.constantFrom('FWIN', 'FPLC', 'EachWay', 'AWin', 'ALine', 'TotalOver'),
  is_sport: fc.boolean(),
});
// What a sports leg and a racing leg may carry (a racing leg is never AWin, a sports leg never FPLC).
const realistic = (l: CombinableLeg) =>
  l.is_sport ? !['FWIN', 'FPLC', 'EachWay'].includes(l.bet_type) : ['FWIN', 'FPLC', 'EachWay'].includes(l.bet_type);

describe('rules of combination (properties over generated legs)', () => {
  it('a multi is allowed exactly when it has 2+ legs, each a fixed win or sports selection, no two on one event', () => {
    fc.assert(
      fc.property(fc.array(legArb.filter(realistic), { maxLength: 5 }), (legs) => {
        const events = legs.map((l) => `${l.is_sport}:${l.event_id}`);
        const ok =
          legs.length >= 2 &&
          legs.every((l) => l.is_sport || l.bet_type === 'FWIN') &&
          new Set(events).size === legs.length;
        expect(combinationRefusal(legs, 'multi') === null).toBe(ok);
      }),
      { numRuns: 500 },
    );
  });

  it('a parlay combination also never holds a line, margin or total market', () => {
    fc.assert(
      fc.property(fc.array(legArb.filter(realistic), { minLength: 2, maxLength: 4 }), (legs) => {
        const refusal = combinationRefusal(legs, 'parlay');
        if (legs.some((l) => ['ALine', 'TotalOver'].includes(l.bet_type))) expect(refusal).not.toBeNull();
        if (refusal === null) expect(combinationRefusal(legs, 'multi')).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('a parlay option is read by leg position: each combination obeys the multi rule, the slip has 3+ legs', () => {
    const slip = [1, 2, 3].map((event_id) => ({ leg_id: `l${event_id}`, event_id, bet_type: 'FWIN' }));
    expect(
      parlayRefusal(slip, [
        [0, 1],
        [0, 2],
        [1, 2],
      ]),
    ).toBeNull();
    const twoOfOneRace = [...slip, { leg_id: 'l4', event_id: 1, bet_type: 'FWIN' }];
    expect(parlayRefusal(twoOfOneRace, [[0, 3]])).toEqual({
      refusal: CombinationRefusal.sameEvent,
      legIds: ['l1', 'l4'],
    });
    expect(parlayRefusal(slip, [[0]])?.refusal).toBe(CombinationRefusal.badCombination);
    expect(parlayRefusal(slip.slice(0, 2), [[0, 1]])?.refusal).toBe(CombinationRefusal.tooFewLegs);
  });
});

describe('same-race multi: only picks that can all come true', () => {
  const pickArb = fc.array(
    fc.record({ saddle: fc.integer({ min: 1, max: 6 }), code: fc.constantFrom('FWIN', 'PTOP2', 'PTOP3', 'PTOP4') }),
    {
      minLength: 2,
      maxLength: 5,
    },
  );
  const within = { FWIN: 1, PTOP2: 2, PTOP3: 3, PTOP4: 4 } as Record<string, number>;
  /** Brute force: some finishing order of distinct places puts every pick within its places. */
  const canWin = (picks: { saddle: number; code: string }[]): boolean => {
    const place = (i: number, used: Set<number>): boolean =>
      i === picks.length ||
      [1, 2, 3, 4, 5].some((p) => p <= within[picks[i].code] && !used.has(p) && place(i + 1, new Set([...used, p])));
    return new Set(picks.map((p) => p.saddle)).size === picks.length && place(0, new Set());
  };

  it('is refused exactly when no finishing order makes every pick come true, or a runner is picked twice', () => {
    fc.assert(
      fc.property(pickArb, (picks) => {
        expect(sameRaceMultiRefusal(picks) === null).toBe(canWin(picks));
      }),
      { numRuns: 1000 },
    );
  });

  it('three runners in the top 2 cannot all come true', () => {
    expect(sameRaceMultiRefusal(['PTOP2', 'PTOP2', 'PTOP2'].map((code, i) => ({ saddle: i + 1, code })))).toMatch(
      /cannot all finish/,
    );
  });
});
