/**
 * Cash out: what the house pays now to close a pending fixed-price bet. Written once here, framework-free; the API
 * prices offers with it and the property tests check it against the independent reference model.
 *
 * A leg still to run is worth its taken price over its current price (the chance the market now gives it, times
 * what it pays); a won leg is worth its taken price, a void leg 1, and a lost leg ends the offer. The offer is that
 * value less the house margin, rounded down to the cent. So the offer never exceeds the bet's value at current prices
 * (nor, as every current price is at least 1, what the bet could ever return), and a price that shortens never
 * lowers it.
 */
import { cents, type Cents } from '../money';

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
export function cashOutOffer(stakeCents: Cents, legs: CashOutLeg[], marginPercent: number): Cents | null {
  if (legs.some((l) => l.result === 'lost')) return null;
  if (!legs.some((l) => l.result === 'pending')) return null;
  // A leg without a price now (none quoted) cannot be valued.
  if (legs.some((l) => l.result === 'pending' && !(l.currentPrice >= 1))) return null;
  // value = stake × Π(won: taken; pending: taken / current), as one exact fraction.
  let top = BigInt(stakeCents);
  let bottom = 1n;
  for (const leg of legs) {
    if (leg.result === 'won') {
      top *= hundredths(leg.takenPrice);
      bottom *= 100n;
    } else if (leg.result === 'pending') {
      top *= hundredths(leg.takenPrice);
      bottom *= hundredths(leg.currentPrice);
    }
  }
  const keepBasisPoints = BigInt(Math.round((100 - marginPercent) * 100));
  const offer = Number((top * keepBasisPoints) / (bottom * 10_000n));
  return offer > 0 ? cents(offer) : null;
}
