import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CombinationRefusal, combinationRefusal, parlayRefusal } from './combination-rules';
import {
  SAME_GAME_MULTI_BET_TYPES,
  SameGameMultiRefusal,
  sameGameMultiRefusal,
  type SameGameLines,
} from './same-game-multi';

/**
 * The independent check: every final score of a bounded board, each leg judged straight from its market's wording
 * (not from the rule's score regions). The lines generated here stay small, so a score that satisfies all the legs,
 * if any does, lies on the board.
 */
const BOARD = 90;
function legWins(betType: string, a: number, b: number, lines: SameGameLines): boolean {
  const line = lines.team_a_line!;
  const high = lines.margin_one_high_value!;
  const total = lines.total_over!;
  const wins: Record<string, boolean> = {
    AWin: a > b,
    BWin: b > a,
    Draw: a === b,
    ALine: a + line > b,
    BLine: b - line > a,
    AMgn1: a - b >= 1 && a - b <= high,
    AMgn2: a - b > high,
    BMgn1: b - a >= 1 && b - a <= high,
    BMgn2: b - a > high,
    TotalOver: a + b > total,
    TotalUnder: a + b < total,
  };
  return wins[betType];
}
function someScoreWinsAll(betTypes: readonly string[], lines: SameGameLines): boolean {
  for (let a = 0; a <= BOARD; a++)
    for (let b = 0; b <= BOARD; b++) if (betTypes.every((t) => legWins(t, a, b, lines))) return true;
  return false;
}

// Half-point lines as the feed sets them, and whole-number ones (a result landing on them pushes: not a win).
const linesArb = fc.record({
  team_a_line: fc.integer({ min: -41, max: 41 }).map((x) => x / 2),
  margin_one_high_value: fc.integer({ min: 1, max: 12 }),
  total_over: fc.integer({ min: 0, max: 81 }).map((x) => x / 2),
});
const betTypeArb = fc.constantFrom(...SAME_GAME_MULTI_BET_TYPES);
const distinctLegs = fc.uniqueArray(betTypeArb, { minLength: 2, maxLength: 6 });

describe('same-game multi: legs that cannot win together (properties against every score of a board)', () => {
  it('2 to 6 different legs are refused as contradictory exactly when no final score wins them all', () => {
    fc.assert(
      fc.property(distinctLegs, linesArb, (legs, lines) => {
        const refusal = sameGameMultiRefusal(legs, lines);
        expect(refusal).toBe(someScoreWinsAll(legs, lines) ? null : SameGameMultiRefusal.cannotWinTogether);
      }),
      { numRuns: 400 },
    );
  });

  it('fewer than 2, more than 6, a leg twice or a market the match lacks: refused with 367', () => {
    fc.assert(
      fc.property(fc.array(betTypeArb, { maxLength: 8 }), linesArb, (legs, lines) => {
        fc.pre(legs.length < 2 || legs.length > 6 || new Set(legs).size !== legs.length);
        expect(sameGameMultiRefusal(legs, lines)).toBe(SameGameMultiRefusal.badLegs);
      }),
    );
    const noLines = { team_a_line: null, margin_one_high_value: null, total_over: null };
    expect(sameGameMultiRefusal(['AWin', 'TotalOver'], noLines)).toBe(SameGameMultiRefusal.badLegs);
    expect(sameGameMultiRefusal(['AWin', 'Corners'], { ...noLines, total_over: 10.5 })).toBe(
      SameGameMultiRefusal.badLegs,
    );
  });

  it('adding a leg never turns a refused combination into an allowed one', () => {
    fc.assert(
      fc.property(distinctLegs, betTypeArb, linesArb, (legs, extra, lines) => {
        fc.pre(legs.length < 6 && !legs.includes(extra));
        if (sameGameMultiRefusal(legs, lines)) expect(sameGameMultiRefusal([...legs, extra], lines)).not.toBeNull();
      }),
    );
  });

  it('the examples in the punter’s words', () => {
    const lines = { team_a_line: -10.5, margin_one_high_value: 39, total_over: 170.5 };
    // Team A to win and Team B +10.5: Team A by 1 to 10.
    expect(sameGameMultiRefusal(['AWin', 'BLine'], lines)).toBeNull();
    // Team B to win and Team A -10.5 (A by 11 or more).
    expect(sameGameMultiRefusal(['BWin', 'ALine'], lines)).toBe(SameGameMultiRefusal.cannotWinTogether);
    expect(sameGameMultiRefusal(['TotalOver', 'TotalUnder'], lines)).toBe(SameGameMultiRefusal.cannotWinTogether);
    // A margin of 40+ needs at least 40 points: under 30.5 total cannot hold it.
    expect(sameGameMultiRefusal(['AMgn2', 'TotalUnder'], { ...lines, total_over: 30.5 })).toBe(
      SameGameMultiRefusal.cannotWinTogether,
    );
  });

  it('a same-game multi joins no multi or parlay (368): it is already one bet on its match', () => {
    const sgm = { leg_id: 's', event_id: 1, bet_type: 'SameGameMulti', special_type: 'SameGameMulti', is_sport: true };
    const other = (id: string, event_id: number) => ({ leg_id: id, event_id, bet_type: 'AWin', is_sport: true });
    expect(combinationRefusal([sgm, other('a', 2)], 'multi')).toEqual({
      refusal: CombinationRefusal.sameGameMultiAlone,
      legIds: ['s'],
    });
    expect(parlayRefusal([sgm, other('a', 2), other('b', 3)], [[0, 1, 2]])?.refusal).toBe(
      CombinationRefusal.sameGameMultiAlone,
    );
    expect(combinationRefusal([other('a', 2), other('b', 3)], 'multi')).toBeNull();
  });
});
