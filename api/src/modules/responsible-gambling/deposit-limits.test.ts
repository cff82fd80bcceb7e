import { describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_PERIODS_DAYS } from '@wagering/contract/constants';
import { isDecrease } from './service';
import { cents } from '@wagering/contract/money';

const limit = (dollars: number, period_days: number) => ({ amount_cents: cents(dollars * 100), period_days });

/** The most a limit lets in over `days` days when deposits sit at the edges of its periods, found by brute force. */
function worstCase(l: { amount_cents: number; period_days: number }, windowDays: number): number {
  // Deposits of the full allowance at the start of each period: a window just over `windowDays` long starting at
  // one of them catches one per started period.
  return Math.ceil((windowDays + 0.5) / l.period_days) * l.amount_cents;
}

describe('deposit limits: a change is a decrease only when it never lets in more money in any window', () => {
  it.each([
    // [current $, current days, next $, next days, decrease?]
    [50, 7, 1, 1, true], // at most $7 a week
    [50, 7, 7, 1, true], // $49 in any week, $56 over 8 days where $100 was allowed
    [50, 7, 10, 1, false], // $70 a week
    [50, 7, 50, 14, true],
    [50, 7, 40, 7, true],
    [50, 7, 60, 7, false],
    [50, 7, 100, 14, false], // $100 in two days
    [100, 1, 30, 7, true],
    [100, 1, 700, 7, false],
    [300, 30, 70, 7, false], // $70 + $70 + $70 + $70 + $70 in 30 days = $350
    [300, 30, 10, 1, true], // $300 in any 30 days
    [300, 30, 11, 1, false], // $330 in 30 days
    [1000, 14, 1000, 30, true],
    [1000, 30, 1000, 14, false],
  ])('$%i per %i days → $%i per %i days: decrease %s', (a, p, b, q, expected) => {
    expect(isDecrease(limit(a, p), limit(b, q))).toBe(expected);
  });

  it('agrees with a brute-force search over every amount × period combination', () => {
    const amounts = [1, 5, 7, 10, 20, 50, 100, 140, 300, 1000];
    for (const a of amounts)
      for (const p of DEPOSIT_LIMIT_PERIODS_DAYS)
        for (const b of amounts)
          for (const q of DEPOSIT_LIMIT_PERIODS_DAYS) {
            let brute = true;
            for (let days = 0; days <= 2 * 420; days++)
              if (worstCase(limit(b, q), days) > worstCase(limit(a, p), days)) brute = false;
            expect(isDecrease(limit(a, p), limit(b, q)), `$${a}/${p}d → $${b}/${q}d`).toBe(brute);
          }
  });
});
