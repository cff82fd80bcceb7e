/**
 * Cash out: what the house pays now to close a pending fixed-price bet. Written once here, framework-free; the API
 * prices offers with it and the property tests check it against the independent reference model.
 *
 * A leg still to run is worth its taken price over its current price (the chance the market now gives it, times
 * what it pays); a won leg is worth its taken price, a void leg 1, and a lost leg ends the offer. The offer is that
 * value less the house margin, never more than the same stake would return at current prices (won legs at their
 * price), and rounded down to the cent.
 */

export type CashOutLeg =
  | { result: 'pending'; takenPrice: number; currentPrice: number }
  | { result: 'won'; takenPrice: number }
  | { result: 'void' }
  | { result: 'lost' };

/** The house keeps this share of a bet's value when it buys the bet back (config: CASH_OUT_MARGIN_PERCENT). */
export const DEFAULT_CASH_OUT_MARGIN_PERCENT = 5;

/** Legs priced in whole hundredths: work in integer hundredths so products are exact. */
const hundredths = (price: number) => BigInt(Math.round(price * 100));

/**
 * The offer in cents for a stake on these legs, or null when there is none: a leg lost, no leg left to run, or an
 * offer under a cent, or a leg still to run without a current price. `marginPercent` is whole or fractional percent (0–100).
 */
export function cashOutOffer(stakeCents: number, legs: CashOutLeg[], marginPercent: number): number | null {
  if (legs.some((l) => l.result === 'lost')) return null;
  if (!legs.some((l) => l.result === 'pending')) return null;
  // A leg without a price now (none quoted) cannot be valued.
  if (legs.some((l) => l.result === 'pending' && !(l.currentPrice >= 1))) return null;
  // value = stake × Π(won: taken; pending: taken / current); cap = stake × Π(won: taken; pending: current).
  let valueTop = BigInt(stakeCents);
  let valueBottom = 1n;
  let capTop = BigInt(stakeCents);
  let capBottom = 1n;
  for (const leg of legs) {
    if (leg.result === 'won') {
      valueTop *= hundredths(leg.takenPrice);
      valueBottom *= 100n;
      capTop *= hundredths(leg.takenPrice);
      capBottom *= 100n;
    } else if (leg.result === 'pending') {
      valueTop *= hundredths(leg.takenPrice);
      valueBottom *= hundredths(leg.currentPrice);
      capTop *= hundredths(leg.currentPrice);
      capBottom *= 100n;
    }
  }
  // Compare value and cap as fractions, then keep (100 − margin)% of the smaller, in basis points to stay exact.
  const [top, bottom] = valueTop * capBottom <= capTop * valueBottom ? [valueTop, valueBottom] : [capTop, capBottom];
  const keepBasisPoints = BigInt(Math.round((100 - marginPercent) * 100));
  const offer = Number((top * keepBasisPoints) / (bottom * 10_000n));
  return offer > 0 ? offer : null;
}
