import { describe, expect, it } from 'vitest';
import { entryName } from './money-table';
import { cents } from '@wagering/shared/format';

describe('transaction names', () => {
  it('a settled bet is "Winnings" only when it paid; a lost bet is a bet, "Bet lost"', () => {
    expect(entryName({ kind: 'return', cash_cents: cents(1250), bonus_cents: cents(0) })).toBe('Winnings');
    expect(entryName({ kind: 'return', cash_cents: cents(0), bonus_cents: cents(0) })).toBe('Bet lost');
    expect(entryName({ kind: 'stake', cash_cents: cents(-500), bonus_cents: cents(0) })).toBe('Bet');
    expect(entryName({ kind: 'deposit', cash_cents: cents(5000), bonus_cents: cents(0) })).toBe('Deposit');
  });
});

describe('a cashed-out bet in the statement', () => {
  it('reads "Cash out", never the entry kind cash_out', () => {
    expect(entryName({ kind: 'cash_out', cash_cents: cents(950), bonus_cents: cents(0) })).toBe('Cash out');
  });
});
