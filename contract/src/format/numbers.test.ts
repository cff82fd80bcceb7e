import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './numbers';

describe('numbers format with thousands commas and prices with 2 decimals', () => {
  it('numbers format with thousands commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('12345.5')).toBe('12,345.5');
  });
  it('prices with 2 decimals and no dollar sign', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(-5)).toBe('-5.00');
    expect(formatPrice(10)).toBe('10.00');
  });
  it('a non-number formats as empty text, never "NaN"', () => {
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
});
