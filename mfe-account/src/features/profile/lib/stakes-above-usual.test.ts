import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '@wagering/shared/format';
import { stakesAboveUsual } from './stakes-above-usual';

const month = (stakes: number, deposits = stakes) => ({ deposits_cents: cents(deposits), stakes_cents: cents(stakes) });
const amount = fc.integer({ min: 0, max: 10_000_000 });
const history = (min: number, max: number) =>
  fc.array(
    amount.map((c) => month(c, c + 1)),
    { minLength: min, maxLength: max },
  );

describe('stakes well above the usual month', () => {
  it('notes $300 against a usual $100 (median of $50, $100, $400), not $150', () => {
    const before = [month(5000), month(10000), month(40000)];
    expect(stakesAboveUsual([...before, month(30000)])).toBe(10000);
    expect(stakesAboveUsual([...before, month(15000)])).toBeNull();
  });

  it('counts history from the first month with money in or out; quiet months before it do not count', () => {
    expect(stakesAboveUsual([month(0), month(0), month(10000), month(10000), month(90000)])).toBeNull();
    expect(stakesAboveUsual([month(10000), month(0), month(10000), month(90000)])).toBe(10000);
  });

  it('never notes with fewer than three months of history', () => {
    fc.assert(fc.property(history(0, 2), amount, (before, now) => stakesAboveUsual([...before, month(now)]) === null));
  });

  it('never notes stakes at most 1.5 times the usual, nor less than $20 above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 11 }),
        amount,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, usual, share) => {
          const highestQuiet = Math.max(Math.floor(usual * 1.5), usual + 1999);
          const now = Math.floor(highestQuiet * share);
          return stakesAboveUsual([...Array.from({ length: n }, () => month(usual, 1)), month(now)]) === null;
        },
      ),
    );
  });

  it('once noted, staking more this month is still noted, with the same usual', () => {
    fc.assert(
      fc.property(history(3, 11), amount, amount, (before, now, more) => {
        const usual = stakesAboveUsual([...before, month(now)]);
        return usual === null || stakesAboveUsual([...before, month(now + more)]) === usual;
      }),
    );
  });

  it('a month over 1.5 times the usual and $20 above it is always noted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constant(month(8000)), { minLength: 3, maxLength: 11 }),
        (before) => stakesAboveUsual([...before, month(12001)]) === 8000,
      ),
    );
  });
});
