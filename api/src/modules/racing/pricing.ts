/**
 * Racing's own pricing rules, which whatever feeds the races (the simulator, a real provider) must follow and the
 * racing, betting and settlement code reads: the places paid, a tote dividend as racing_races.dividends stores it,
 * and the same-race-multi price.
 */
import { ladder } from '../../lib/price-ladder';

/** Places paid by field size: 8 or more starters pay three, 5 to 7 pay two, fewer than 5 have no place betting. */
export function placesFor(fieldSize: number): number {
  return fieldSize >= 8 ? 3 : fieldSize >= 5 ? 2 : 0;
}

/** A tote dividend of a run race (per $1 unit). */
export interface Dividend {
  dividend_code: string;
  /** Saddle numbers of the paying combination, in finishing order, joined by '-'. */
  selections: string;
  value: number;
}

/**
 * A same-race-multi price: the product of the selections' own prices, less 10 % for the correlation between them
 * (a runner in the top 2 makes another's top-3 finish less likely to be independent), on the ladder.
 */
export function sameRaceMultiDividend(prices: number[]): number {
  return ladder(prices.reduce((a, p) => a * p, 1) * 0.9);
}
