import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exoticCombinationCount, exoticCombinations, exoticOf } from './exotics';

describe('exotics: one table of positions, one count of combinations (issue 26 item 2)', () => {
  it('exotic positions: quinella 2, exacta 2, trifecta 3, first-four 4, quadrella 4; boxed takes any order', () => {
    expect(exoticOf('Quinella')).toEqual({ pool: 'Quinella', positions: 2, boxed: true });
    expect(exoticOf('BoxQuinella')).toEqual({ pool: 'Quinella', positions: 2, boxed: true });
    expect(exoticOf('Exacta')).toEqual({ pool: 'Exacta', positions: 2, boxed: false });
    expect(exoticOf('BoxExacta')).toEqual({ pool: 'Exacta', positions: 2, boxed: true });
    expect(exoticOf('Trifecta')).toEqual({ pool: 'Trifecta', positions: 3, boxed: false });
    expect(exoticOf('BoxTrifecta')).toEqual({ pool: 'Trifecta', positions: 3, boxed: true });
    expect(exoticOf('FirstFour')).toEqual({ pool: 'FirstFour', positions: 4, boxed: false });
    expect(exoticOf('BoxFirstFour')).toEqual({ pool: 'FirstFour', positions: 4, boxed: true });
    expect(exoticOf('Quadrella')).toEqual({ pool: 'Quadrella', positions: 4, boxed: false });
    for (const other of ['BoxQuadrella', 'SameRaceMulti', 'Box', 'toString', 'constructor', '', null, undefined])
      expect(exoticOf(other)).toBeUndefined();
  });

  it('box combinations: n×(n−1)×… ordered, unordered pairs for quinellas', () => {
    expect(exoticCombinations('BoxTrifecta', [[1, 2, 3, 4]])).toHaveLength(24);
    expect(exoticCombinations('BoxExacta', [[1, 2, 3]])).toHaveLength(6);
    expect(exoticCombinations('Quinella', [[1, 2, 3]])).toHaveLength(3);
    expect(
      exoticCombinations('Exacta', [
        [1, 2],
        [2, 3],
      ]),
    ).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(exoticCombinations('Quadrella', [[1, 2], [3], [4], [5, 6]])).toHaveLength(4);
  });

  it('counts without listing: a quinella of 3 covers each pair once, a boxed trifecta of 4 every order of 3', () => {
    expect(exoticCombinationCount('Quinella', [[1, 2, 3]])).toBe(3);
    expect(exoticCombinationCount('BoxQuinella', [[1, 2, 3]])).toBe(3);
    expect(exoticCombinationCount('BoxTrifecta', [[1, 2, 3, 4]])).toBe(24);
    expect(exoticCombinationCount('BoxExacta', [[1, 2]])).toBe(2);
    expect(
      exoticCombinationCount('Exacta', [
        [1, 2],
        [2, 3],
      ]),
    ).toBe(3);
    expect(exoticCombinationCount('FirstFour', [[1, 2], [1, 2], [3], [4]])).toBe(2);
    expect(exoticCombinationCount('Quadrella', [[1, 2], [3], [4, 5, 6], [7]])).toBe(6);
  });

  it('picks that do not make a full bet cover nothing', () => {
    expect(exoticCombinationCount('Trifecta', [[1], [2]])).toBe(0);
    expect(exoticCombinationCount('BoxTrifecta', [[1, 2]])).toBe(0);
    expect(exoticCombinationCount('Quadrella', [[1], [2], [3]])).toBe(0);
    expect(exoticCombinationCount('SameRaceMulti', [[1]])).toBe(0);
    expect(exoticCombinationCount(undefined, [])).toBe(0);
  });

  it('the count is the number of combinations the API settles, for any checked picks', () => {
    const runners = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 });
    const boxed = fc.tuple(
      fc.constantFrom('Quinella', 'BoxQuinella', 'BoxExacta', 'BoxTrifecta', 'BoxFirstFour'),
      runners.map((g) => [g]),
    );
    const positional = fc
      .constantFrom('Exacta', 'Trifecta', 'FirstFour', 'Quadrella')
      .chain((type) =>
        fc.tuple(
          fc.constant(type),
          fc.array(runners, { minLength: exoticOf(type)!.positions, maxLength: exoticOf(type)!.positions }),
        ),
      );
    fc.assert(
      fc.property(
        fc.oneof(boxed, positional),
        ([type, groups]) => exoticCombinationCount(type, groups) === exoticCombinations(type, groups).length,
      ),
    );
  });
});
