import { describe, expect, it } from 'vitest';
import { ladder } from './price-ladder';

describe('price ladder', () => {
  it('prices are on the bookmaker ladder', () => {
    expect(ladder(1.234)).toBe(1.23);
    expect(ladder(7.33)).toBe(7.4);
    expect(ladder(1000)).toBe(501);
  });
});
