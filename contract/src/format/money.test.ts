import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, type Cents } from '../money';
import { centsToDollars, dollarsToCents, formatCents, isWholeCents, parseDollars } from './money';

/** Any amount of cents a number holds exactly. */
const anyCents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(cents);
/** Cents whose dollars a double holds to the cent (past 2^53 / 100 dollars a double has no cents left). */
const wireCents = fc.integer({ min: -1e13, max: 1e13 }).map(cents);

describe('money is whole cents between the edges (issue 26 item 2)', () => {
  it('typed dollars read as cents, digit by digit', () => {
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars(' 5. ')).toBe(500);
    expect(parseDollars('.05')).toBe(5);
    expect(parseDollars('$1,234.50')).toBe(123450);
    expect(parseDollars('0.3')).toBe(30);
    expect(parseDollars('-5')).toBe(-500);
    expect(parseDollars('-0')).toBe(0);
    expect(Object.is(parseDollars('-0'), -0)).toBe(false);
  });
  it('anything but dollars with at most two decimals is no amount', () => {
    for (const text of [
      '',
      ' ',
      '.',
      '$',
      '-',
      '1.005',
      '1e3',
      '0x10',
      'abc',
      '12,34',
      '1,2345',
      'NaN',
      'Infinity',
      '5-',
    ])
      expect(parseDollars(text)).toBeNull();
    expect(parseDollars('9'.repeat(20))).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseDollars(text);
        return cents === null || Number.isSafeInteger(cents);
      }),
    );
  });
  it('written cents read back as the same cents, however large', () => {
    fc.assert(fc.property(anyCents, (cents) => parseDollars(formatCents(cents)) === cents));
    fc.assert(fc.property(anyCents, (cents) => parseDollars(formatCents(cents, { symbol: false })) === cents));
  });
  it('dollars on the wire convert to cents and back with no float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(4.35 * 3)).toBe(1305);
    expect(centsToDollars(cents(123456))).toBe(1234.56);
    expect(centsToDollars(cents(30))).toBe(0.3);
    fc.assert(fc.property(wireCents, (cents) => dollarsToCents(centsToDollars(cents)) === cents));
    // Sums in cents are exact where sums in dollars drift: ten 10c stakes are a dollar.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 50 }), (stakes) => {
        const total = stakes.reduce((sum, c) => sum + dollarsToCents(centsToDollars(cents(c))), 0);
        return total === stakes.reduce((sum, c) => sum + c, 0);
      }),
    );
  });
  it('whole cents are told from fractions of a cent, float noise aside', () => {
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(10.5)).toBe(true);
    expect(isWholeCents(1.005)).toBe(false);
    expect(isWholeCents(0.001)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
    expect(isWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => isWholeCents(cents / 100)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => !isWholeCents(cents / 100 + 0.004)));
  });
  it('money shows with thousands commas and 2 decimals', () => {
    expect(formatCents(cents(123456))).toBe('$1,234.56');
    expect(formatCents(cents(123450))).toBe('$1,234.50');
    expect(formatCents(cents(0))).toBe('$0.00');
    expect(formatCents(cents(5))).toBe('$0.05');
    expect(formatCents(cents(-500))).toBe('-$5.00');
    expect(formatCents(cents(1000), { symbol: false })).toBe('10.00');
    expect(formatCents(cents(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91');
  });
  it('no amount shows as empty text, never "NaN"', () => {
    for (const none of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(formatCents(none as Cents | null | undefined)).toBe('');
  });
});
