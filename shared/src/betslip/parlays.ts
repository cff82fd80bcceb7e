import type { Leg, ParlayOption } from './types';

/** Labels by leg count: 2 Doubles, 3 Trebles, 4 Four Picks, and so on up to 10 Ten Picks. */
export const PARLAY_LABELS: Record<number, string> = {
  2: 'Doubles',
  3: 'Trebles',
  4: 'Four Picks',
  5: 'Five Picks',
  6: 'Six Picks',
  7: 'Seven Picks',
  8: 'Eight Picks',
  9: 'Nine Picks',
  10: 'Ten Picks',
};

/** Sports bet types (and market type C) whose outcomes are linked to other markets, so no parlay is offered. */
export const PARLAY_EXCLUDED_BET_TYPES = [
  'TotalOver',
  'TotalUnder',
  'ALine',
  'BLine',
  'AMgn1',
  'BMgn1',
  'AMgn2',
  'BMgn2',
];
export const PARLAY_EXCLUDED_MARKET_TYPE = 'C';
export const PARLAY_MIN_LEGS = 3;
/**
 * Our bound (SPEC: "other bounds: not shown"): an option with more combinations than this is not offered, so a
 * very long slip never freezes the page listing combos nor sends the API an oversized body.
 */
export const PARLAY_MAX_COMBINATIONS = 1000;

/** Parlays need at least 3 legs, none with an excluded bet type or market type C. */
export const areParlaysOffered = (legs: Leg[]) =>
  legs.length >= PARLAY_MIN_LEGS &&
  !legs.some(
    (leg) => PARLAY_EXCLUDED_BET_TYPES.includes(leg.bet_type) || leg.market_type === PARLAY_EXCLUDED_MARKET_TYPE,
  );

/** Every way to choose `size` items, in order. */
export function combinationsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinationsOf(items.slice(i + 1), size - 1)) result.push([item, ...rest]);
  });
  return result;
}

const binomial = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return Math.round(c);
};

/** The combo dividend is the sum, over all leg subsets, of the product of requested dividends (default 1). */
export function comboDividend(combos: Leg[][]): number {
  const sum = combos.reduce(
    (total, combo) => total + combo.reduce((p, leg) => p * (leg.requested_dividend || 1), 1),
    0,
  );
  return Math.round(sum * 100) / 100;
}

/**
 * The parlay options for a slip, amounts at 0. Only combos with more than 1 combination are kept; if there are
 * 4 or more, only the last (largest) is kept. The kept sizes are chosen before any combination is listed, so a
 * long slip never enumerates combos it would throw away.
 */
export function parlayOptions(legs: Leg[]): ParlayOption[] {
  if (!areParlaysOffered(legs)) return [];
  const sizes = Object.keys(PARLAY_LABELS)
    .map(Number)
    .filter((size) => size <= legs.length && binomial(legs.length, size) > 1);
  const kept = (sizes.length >= 4 ? sizes.slice(-1) : sizes).filter(
    (size) => binomial(legs.length, size) <= PARLAY_MAX_COMBINATIONS,
  );
  return kept.map((size) => {
    const combos = combinationsOf(legs, size);
    return {
      label: PARLAY_LABELS[size],
      legCount: size,
      combinations: combos.map((combo) => combo.map((leg) => leg.leg_id)),
      amount: 0,
      dividend: comboDividend(combos),
    };
  });
}
