import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { cents, sumCents, type Cents } from './cents';

describe('Cents: money is a whole number of cents (issue 38 item 2)', () => {
  it('is a number, but a bare number (a count, a price, dollars) is not money to the type checker', () => {
    expectTypeOf<Cents>().toExtend<number>();
    expectTypeOf<number>().not.toExtend<Cents>();
    expectTypeOf(cents(1000)).toEqualTypeOf<Cents>();
    expectTypeOf(sumCents([cents(1), cents(2)])).toEqualTypeOf<Cents>();
  });
  it('any whole count a number holds exactly is cents, unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(cents(n)).toBe(n);
      }),
    );
  });
  it('a fraction of a cent, NaN, infinity or a count past exact is refused, never rounded', () => {
    for (const n of [0.5, 10.001, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])
      expect(() => cents(n)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.double({ noInteger: true }), (n) => {
        expect(() => cents(n)).toThrow(RangeError);
      }),
    );
  });
  it('a sum of cents is the plain sum', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map(cents);
    fc.assert(
      fc.property(fc.array(amount), (list) => {
        expect(sumCents(list)).toBe(list.reduce((s, c) => s + c, 0));
      }),
    );
    expect(sumCents([])).toBe(0);
  });
});
