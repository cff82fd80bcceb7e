// Made on first use: the first Intl formatter of a page loads locale data (~70 ms on a phone-class CPU), which a page
// that shows no money (Home, logged out) should not pay while it starts.
let grouped: Intl.NumberFormat | undefined;
let price: Intl.NumberFormat | undefined;
const groupedFormat = () => (grouped ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }));
const priceFormat = () =>
  (price ??= new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const toNumber = (value: number | string | null | undefined) => {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : (value ?? NaN);
  return Number.isFinite(n) ? n : NaN;
};

/** A number with thousands commas (up to 2 decimals); empty text for a non-number. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return Number.isNaN(n) ? '' : groupedFormat().format(n);
}

/**
 * A price (a dividend, what a dollar returns) is never money: 85 → "85.00", never "$85.00"; 2 decimals, thousands
 * commas, empty text for a non-number.
 */
export function formatPrice(dividend: number | null | undefined): string {
  const n = toNumber(dividend);
  if (Number.isNaN(n)) return '';
  const text = priceFormat().format(Math.abs(n));
  return `${n < 0 && text !== '0.00' ? '-' : ''}${text}`;
}
