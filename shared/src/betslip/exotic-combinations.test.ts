import { describe, expect, it } from 'vitest';
import { exoticCombinations } from './exotic-combinations';

describe('exotic combinations (exotic positions: quinella 2, exacta 2, trifecta 3, first-four 4, quadrella 4)', () => {
  it('a quinella of 3 runners covers each pair once', () => {
    expect(exoticCombinations('Quinella', [1, 2, 3])).toBe(3);
    expect(exoticCombinations('BoxQuinella', [[1, 2, 3]])).toBe(3);
  });

  it('a boxed trifecta of 4 runners covers every order of 3 of them', () => {
    expect(exoticCombinations('BoxTrifecta', [[1, 2, 3, 4]])).toBe(24);
    expect(exoticCombinations('BoxExacta', [1, 2])).toBe(2);
  });

  it('a standard exotic picks one runner per position, never the same runner twice', () => {
    expect(
      exoticCombinations('Exacta', [
        [1, 2],
        [2, 3],
      ]),
    ).toBe(3);
    expect(exoticCombinations('Trifecta', [[1], [2], [3]])).toBe(1);
    expect(exoticCombinations('FirstFour', [[1, 2], [1, 2], [3], [4]])).toBe(2);
  });

  it('a quadrella multiplies the runners picked in each of its 4 races', () => {
    expect(exoticCombinations('Quadrella', [[1, 2], [3], [4, 5, 6], [7]])).toBe(6);
  });

  it('picks that do not make a full bet cover nothing', () => {
    expect(exoticCombinations('Trifecta', [[1], [2]])).toBe(0);
    expect(exoticCombinations('BoxTrifecta', [[1, 2]])).toBe(0);
    expect(exoticCombinations('SameRaceMulti', [[1]])).toBe(0);
    expect(exoticCombinations(undefined, [])).toBe(0);
  });
});
