import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatMoney, formatNumber } from './numbers';

describe('numbers format with thousands commas and money with 2 decimals', () => {
  it('numbers format with thousands commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('12345.5')).toBe('12,345.5');
  });
  it('money with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(10, { symbol: false })).toBe('10.00');
  });
  it('a non-number formats as empty text, never "NaN"', () => {
    expect(formatMoney(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
  it('cents convert to dollars and back without float noise', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
