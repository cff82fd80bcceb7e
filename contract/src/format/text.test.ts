import { describe, expect, it } from 'vitest';
import { ordinal, truncate } from './text';

describe('text truncation adds an ellipsis', () => {
  it('cuts long text and adds an ellipsis', () => expect(truncate('Flemington Racecourse', 10)).toBe('Fleming...'));
  it('leaves short text alone', () => expect(truncate('Randwick', 10)).toBe('Randwick'));
  it('treats missing text as empty', () => expect(truncate(undefined, 5)).toBe(''));
});

describe('Ordinals: 1st, 2nd, 3rd, then Nth', () => {
  it('1st, 2nd, 3rd', () => expect([1, 2, 3].map(ordinal)).toEqual(['1st', '2nd', '3rd']));
  it('then Nth', () => expect([4, 11, 12, 13, 20].map(ordinal)).toEqual(['4th', '11th', '12th', '13th', '20th']));
  it('21st, 22nd, 23rd in large fields', () => expect([21, 22, 23].map(ordinal)).toEqual(['21st', '22nd', '23rd']));
});
