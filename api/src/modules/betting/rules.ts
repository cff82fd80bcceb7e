/**
 * Pure bet rules shared by verification and settlement (stakes in whole cents are the slip parse's): exotic selections (their
 * combinations are the contract's), boosted and multi dividends. Tested without a database.
 */
import { exoticOf } from '@wagering/contract/wagering';

export { MAX_BET_CENTS, MIN_BET_CENTS } from '@wagering/contract/constants';
/** Most legs one bet slip may carry (a bigger slip is refused as malformed). */
export const MAX_LEGS = 20;

/**
 * Exotic selections: positions separated by '/', runners by ',' — "1,2/3,4/5" for an exacta-style bet with
 * runners 1 or 2 first, 3 or 4 second and 5 third; boxed and quinella bets list one group: "1,2,3".
 * A quadrella lists one group per leg, in race order.
 */
export function parseExoticSelections(specialType: string, selections: string): number[][] | null {
  const def = exoticOf(specialType);
  if (!def) return null;
  const groups = selections.split('/').map((g) =>
    g
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number),
  );
  if (
    groups.some(
      (g) => !g.length || g.some((n) => !Number.isInteger(n) || n < 1 || n > 99) || new Set(g).size !== g.length,
    )
  )
    return null;
  if (def.boxed) return groups.length === 1 && groups[0].length >= def.positions ? groups : null;
  return groups.length === def.positions ? groups : null;
}

// The boost's rule is the contract's: the slip shows the boosted price the API pays.
export { boostedDividend } from '@wagering/contract/wagering';

/**
 * A multi's (or parlay combination's) dividend: the product of its legs' dividends, to the cent, half up. Worked in
 * whole cents (exact big integers), so a product ending in a half cent never rounds by floating-point chance.
 */
export function multiDividend(dividends: number[]): number {
  const scale = 100n ** BigInt(Math.max(0, dividends.length - 1));
  const product = dividends.reduce((a, d) => a * BigInt(Math.round(d * 100)), 1n);
  return Number((product + scale / 2n) / scale) / 100;
}
