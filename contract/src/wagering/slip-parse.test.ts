import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSlip, SlipShapeProblem, type WireLeg } from './slip-parse';

const leg = (leg_id: string | number | undefined, event_id: number, saddle = 1): WireLeg => ({
  leg_id,
  event_id,
  bet_type: 'FWIN',
  selections: String(saddle),
  bet_amount: 0,
});

describe('parseSlip: one reading of the slip', () => {
  it('refuses the slip of issue 33: legs a, a, b, c with the combination [a, b, c]', () => {
    const parsed = parseSlip({
      legs: [leg('a', 1), leg('a', 2), leg('b', 1), leg('c', 3)],
      parlay_options: [{ combinations: [['a', 'b', 'c']], amount: 10 }],
    });
    expect(parsed).toEqual({
      problem: { kind: 'shape', message: SlipShapeProblem.repeatedLegId, field: 'legs.1.leg_id', legIds: ['a'] },
    });
  });

  it('an id sent as a number and as text is one id; a leg without an id is known by its position', () => {
    expect('problem' in parseSlip({ legs: [leg(1, 1), leg('1', 2)] })).toBe(true);
    expect('problem' in parseSlip({ legs: [leg(undefined, 1), leg('0', 2)] })).toBe(true);
    const empty = parseSlip({ legs: [leg('a', 1), leg(' ', 2)] });
    expect('problem' in empty && empty.problem.message).toBe(SlipShapeProblem.emptyLegId);
    const ok = parseSlip({ legs: [leg(undefined, 1), leg(1, 2), leg('x'.repeat(200), 3)] });
    expect('slip' in ok && ok.slip.legs.map((l) => l.leg_id)).toEqual(['0', '1', 'x'.repeat(200)]);
  });

  it('combinations resolve to positions, or the slip is refused with the problem in words', () => {
    const legs = [leg('a', 1), leg(2, 2), leg('c', 3)];
    const parse = (combinations: (string | number)[][]) =>
      parseSlip({ legs, parlay_options: [{ combinations, amount: 1 }] });
    const ok = parse([
      ['c', 'a'],
      ['2', 'c'],
    ]);
    expect('slip' in ok && ok.slip.parlays).toEqual([
      {
        combinations: [
          [2, 0],
          [1, 2],
        ],
        amountCents: 100,
      },
    ]);
    const problem = (c: (string | number)[][]) => {
      const p = parse(c);
      return 'problem' in p ? p.problem.message : null;
    };
    expect(problem([['a', 'ghost']])).toBe(SlipShapeProblem.unknownLeg);
    expect(problem([['a', 'a']])).toBe(SlipShapeProblem.legNamedTwice);
    expect(problem([['a', 2, '2']])).toBe(SlipShapeProblem.legNamedTwice);
    expect(
      problem([
        ['a', 'c'],
        ['c', 'a'],
      ]),
    ).toBe(SlipShapeProblem.combinationTwice);
  });

  it('stakes become cents; an amount finer than a cent is a money problem naming its field', () => {
    const ok = parseSlip({
      legs: [{ ...leg('a', 1), bet_amount: 10.5, total_amount: 21 }],
      multi_bet_amount: 0.1 + 0.2,
    });
    expect('slip' in ok && [ok.slip.legs[0].betCents, ok.slip.legs[0].totalCents, ok.slip.multi.stakeCents]).toEqual([
      1050, 2100, 30,
    ]);
    const bad = parseSlip({ legs: [{ ...leg('a', 1), bet_amount: 1.005 }] });
    expect('problem' in bad && bad.problem).toMatchObject({ kind: 'money', field: 'legs.0.bet_amount' });
  });

  it('accepts exactly the slips whose ids are unique and whose combinations name distinct legs of the slip', () => {
    const idArb = fc.oneof(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(
        fc.array(idArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(idArb, { minLength: 2, maxLength: 4 }), { maxLength: 4 }),
        (ids, combinations) => {
          const parsed = parseSlip({
            legs: ids.map((id, i) => leg(id, i + 1)),
            parlay_options: [{ combinations, amount: 1 }],
          });
          const texts = ids.map(String);
          const combosOk =
            combinations.every(
              (c) => c.every((id) => texts.includes(String(id))) && new Set(c.map(String)).size === c.length,
            ) && new Set(combinations.map((c) => c.map(String).sort().join())).size === combinations.length;
          expect('slip' in parsed).toBe(new Set(texts).size === texts.length && combosOk);
          if ('slip' in parsed)
            parsed.slip.parlays[0].combinations.forEach((positions, c) =>
              expect(positions.map((p) => parsed.slip.legs[p].leg_id)).toEqual(combinations[c].map(String)),
            );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseSlip: a leg is one bet', () => {
  it('refuses a special type on a leg whose bet type has none (a fixed win sent as a same race multi)', () => {
    const fixedWin = { ...leg('a', 1), special_type: 'SameRaceMulti' };
    const parsed = parseSlip({ legs: [fixedWin] });
    expect('problem' in parsed && parsed.problem).toMatchObject({
      message: SlipShapeProblem.specialTypeMismatch,
      legIds: ['a'],
    });
    const sites = [
      { ...leg('e', 1), bet_type: 'Exotic', special_type: 'SameRaceMulti' },
      { ...leg('s', 2), bet_type: 'SameGameMulti', special_type: 'SameGameMulti', is_sport: true },
      { ...leg('w', 3), special_type: '' },
    ];
    expect('slip' in parseSlip({ legs: sites })).toBe(true);
  });
});
