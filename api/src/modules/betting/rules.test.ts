import { describe, expect, it } from 'vitest';
import { stakeCents } from '@wagering/contract/wagering';
import { boostedDividend, multiDividend, parseExoticSelections } from './rules';

describe('bet rules', () => {
  it('stakes are whole cents and never negative', () => {
    expect(stakeCents(10.5)).toBe(1050);
    expect(stakeCents(0.1 + 0.2)).toBe(30);
    expect(stakeCents(1.005)).toBeNull();
    expect(stakeCents(-1)).toBeNull();
    expect(stakeCents(Number.NaN)).toBeNull();
  });

  it('exotic positions: quinella 2, exacta 2, trifecta 3, first-four 4, quadrella 4', () => {
    expect(parseExoticSelections('Exacta', '1/2')).toEqual([[1], [2]]);
    expect(parseExoticSelections('Trifecta', '1/2')).toBeNull();
    expect(parseExoticSelections('FirstFour', '1/2/3/4')).toHaveLength(4);
    expect(parseExoticSelections('Quadrella', '1,2/3/4/5,6')).toHaveLength(4);
    expect(parseExoticSelections('BoxTrifecta', '1,2')).toBeNull();
    expect(parseExoticSelections('Quinella', '1,1')).toBeNull();
  });

  it('a boost adds its percentage to the profit part; a multi multiplies its legs', () => {
    expect(boostedDividend(3, 20)).toBe(3.4);
    expect(multiDividend([2, 1.5, 3])).toBe(9);
  });

  it('prices are worked in whole cents, half up: floating point never takes a cent off (found by the model)', () => {
    // 2.02 boosted 25 %: 1.275 of profit → 2.28 (floating point made it 2.27).
    expect(boostedDividend(2.02, 25)).toBe(2.28);
    // 1.15 × 1.5 = 1.725 → 1.73 and 2.05 × 1.5 = 3.075 → 3.08 (floating point made them 1.72 and 3.07).
    expect(multiDividend([1.15, 1.5])).toBe(1.73);
    expect(multiDividend([2.05, 1.5])).toBe(3.08);
    expect(multiDividend([1.15, 1.5, 2])).toBe(3.45);
  });
});
