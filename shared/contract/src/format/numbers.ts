// Made on first use: the first Intl formatter of a page loads locale data (~70 ms on a phone-class CPU), which a page
// that shows no money (Home, logged out) should not pay while it starts.
let grouped: Intl.NumberFormat | undefined;
let money: Intl.NumberFormat | undefined;
const groupedFormat = () => (grouped ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }));
const moneyFormat = () =>
  (money ??= new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const toNumber = (value: number | string | null | undefined) => {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : (value ?? NaN);
  return Number.isFinite(n) ? n : NaN;
};

/** A number with thousands commas (up to 2 decimals); empty text for a non-number. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return Number.isNaN(n) ? '' : groupedFormat().format(n);
}

/** Dollars with 2 decimals and thousands commas: 1234.5 → "$1,234.50", -5 → "-$5.00"; empty text for a non-number. */
export function formatMoney(dollars: number | string | null | undefined, { symbol = true } = {}): string {
  const n = toNumber(dollars);
  if (Number.isNaN(n)) return '';
  const text = moneyFormat().format(Math.abs(n));
  return `${n < 0 && text !== '0.00' ? '-' : ''}${symbol ? '$' : ''}${text}`;
}

/** Integer cents (the API's money) to dollars. */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Dollars to integer cents, rounding away float noise (0.1 + 0.2 dollars is 30 cents). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Integer cents shown as money: 123456 → "$1,234.56". */
export const formatCents = (cents: number | null | undefined, options?: { symbol?: boolean }) =>
  cents === null || cents === undefined ? '' : formatMoney(centsToDollars(cents), options);
