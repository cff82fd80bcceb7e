/**
 * Money's type. Every amount of money between the edges is `Cents`: a whole number of cents, branded so that a plain
 * number (a count, a price, an id, dollars) is never taken for money by mistake. A value becomes `Cents` once, where
 * it enters (a form's dollars parsed, a request validated, a row read) and keeps the brand through its sums.
 * A folder of its own, below format and constants, which both hold money.
 */
declare const centsBrand: unique symbol;

/** A whole number of cents (a dollar amount already converted; a wire `*_cents` field is one too). */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/**
 * A count already known to be whole cents (a validated integer, a database column, a constant) as `Cents`; anything
 * else (a fraction of a cent, NaN, a number past exact counting) is a fault in the caller, thrown, never rounded.
 */
export function cents(count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole number of cents: ${count}`);
  return count as Cents;
}

/** The total of some amounts (0 for none). */
export const sumCents = (amounts: readonly Cents[]): Cents => cents(amounts.reduce<number>((sum, c) => sum + c, 0));
