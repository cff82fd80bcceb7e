import { describe, expect, it } from 'vitest';
import { dedupe, isPageInRange, pagerItems, shortenResults } from './lists';

describe('Result lists of 5 or more positions are shortened', () => {
  it('to the first, up to two middle distinct values, and the last', () => {
    expect(shortenResults([1, 2, 2, 3, 4, 5])).toEqual([1, 2, 3, 5]);
    expect(shortenResults([7, 3, 3, 3, 9])).toEqual([7, 3, 9]);
  });
  it('lists under 5 positions are kept whole', () => expect(shortenResults([4, 1, 8, 2])).toEqual([4, 1, 8, 2]));
});

describe('The deduplication helper', () => {
  it('throws "Data should be an array" for a non-array', () => {
    expect(() => dedupe({} as unknown as number[])).toThrow('Data should be an array');
  });
  it('keeps the first of each key', () => {
    expect(dedupe([1, 2, 1, 3])).toEqual([1, 2, 3]);
    expect(
      dedupe(
        [
          { id: 1, n: 'a' },
          { id: 1, n: 'b' },
        ],
        (x) => x.id,
      ),
    ).toEqual([{ id: 1, n: 'a' }]);
  });
});

describe('Pager: 3 page blocks by default', () => {
  it('All pages show if total pages are at most block count + 2', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('Otherwise it shows the first, the last, the neighbours of the current page and ellipses', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pagerItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });
  it('The pager ignores page numbers below 1 or above the last page', () => {
    expect(isPageInRange(0, 10)).toBe(false);
    expect(isPageInRange(11, 10)).toBe(false);
    expect(isPageInRange(10, 10)).toBe(true);
    // A page past the last is drawn as the last.
    expect(pagerItems(99, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });
});
