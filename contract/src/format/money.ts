/**
 * Money is whole cents between the edges: a typed or written amount, or a dollar amount on the wire (the SPEC's
 * bet slip fields stay dollars, its `*_cents` fields integers), is turned into cents here and only here, and money is
 * shown by one formatter. Worked in integers, so no float noise ever reaches a total or a text.
 */
import type { Cents } from '../money';

// Whole dollars, an optional comma-grouped or plain digit run, then at most two decimals.
const DOLLARS_TEXT = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Dollars as typed or written ("12.5", "5.", "$1,234.50", "-5") → cents, read digit by digit (never through a
 * float); null for empty text, anything but dollars with at most two decimals, or an amount too big to count exactly.
 */
export function parseDollars(text: string): Cents | null {
  const match = DOLLARS_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, decimals] = match;
  if (!whole && !decimals) return null;
  const cents = Number(whole.replaceAll(',', '') || 0) * 100 + Number((decimals ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return (sign && cents ? -cents : cents) as Cents;
}

/** Dollars on the wire → cents, rounding away float noise: 0.1 + 0.2 dollars is 30 cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100) as Cents;

/** Cents → dollars on the wire (the bet slip's amounts): 1050 → 10.5. */
export const centsToDollars = (cents: Cents) => Math.round(cents) / 100;

/**
 * Whether a dollar amount is whole cents: float noise passes (0.1 + 0.2), a fraction of a cent does not (0.001), so
 * money is never rounded silently.
 */
export const isWholeCents = (dollars: number) =>
  Number.isFinite(dollars) && Number.isInteger(Math.round(dollars * 100 * 1e6) / 1e6);

// Made on first use: the first Intl formatter of a page loads locale data (~70 ms on a phone-class CPU), which a page
// that shows no money (Home, logged out) should not pay while it starts.
let wholeDollars: Intl.NumberFormat | undefined;
const wholeDollarsFormat = () => (wholeDollars ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }));

/**
 * Cents shown as money, with thousands commas and two decimals: 123456 → "$1,234.56", -500 → "-$5.00" (10.00 without
 * the symbol); empty text for no amount. Exact for any amount (the dollars are counted as a big integer).
 */
export function formatCents(cents: Cents | null | undefined, { symbol = true } = {}): string {
  const whole = Math.round(cents ?? NaN);
  if (!Number.isSafeInteger(whole)) return '';
  const size = BigInt(Math.abs(whole));
  const text = `${wholeDollarsFormat().format(size / 100n)}.${String(size % 100n).padStart(2, '0')}`;
  return `${whole < 0 ? '-' : ''}${symbol ? '$' : ''}${text}`;
}
