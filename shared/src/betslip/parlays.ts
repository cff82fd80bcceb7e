import {
  eventKey,
  isParlayLeg,
  PARLAY_EXCLUDED_BET_TYPES,
  PARLAY_EXCLUDED_MARKET_TYPE,
  PARLAY_MIN_LEGS,
} from '@wagering/contract/wagering';
import { isSentForVerification } from './leg-rules';
import { wireBetType } from './payloads';
import type { Leg, ParlayOption } from './types';

export { PARLAY_EXCLUDED_BET_TYPES };

/** Labels by leg count: 2 Doubles, 3 Trebles, 4 Four Picks, and so on up to 10 Ten Picks. */
const PARLAY_LABELS: Record<number, string> = {
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

/**
 * Our bound (SPEC: "other bounds: not shown"): an option with more combinations than this is not offered, so a
 * very long slip never freezes the page listing combos nor sends the API an oversized body.
 */
const PARLAY_MAX_COMBINATIONS = 1000;

/** Parlays need at least 3 legs, none with an excluded bet type or market type C. */
const areParlaysOffered = (legs: Leg[]) =>
  legs.length >= PARLAY_MIN_LEGS &&
  !legs.some(
    (leg) => PARLAY_EXCLUDED_BET_TYPES.includes(leg.bet_type) || leg.market_type === PARLAY_EXCLUDED_MARKET_TYPE,
  );

/**
 * How many combinations of `size` legs on different events there are: choose `size` events, one leg of each (the
 * elementary symmetric sum of the events' leg counts), counted without listing them.
 */
function countCombinations(eventSizes: number[], size: number): number {
  const e = [1, ...Array<number>(size).fill(0)];
  for (const n of eventSizes) for (let k = size; k >= 1; k -= 1) e[k] += e[k - 1] * n;
  return e[size];
}

/** Every combination of `size` legs whose events all differ (the rules of combination), in slip order. */
function combinationsOnDifferentEvents(legs: Leg[], size: number): Leg[][] {
  if (size === 0) return [[]];
  const result: Leg[][] = [];
  legs.forEach((leg, i) => {
    const rest = legs.slice(i + 1).filter((other) => eventKey(other) !== eventKey(leg));
    for (const tail of combinationsOnDifferentEvents(rest, size - 1)) result.push([leg, ...tail]);
  });
  return result;
}

/** The combo dividend is the sum, over all leg subsets, of the product of requested dividends (default 1). */
function comboDividend(combos: Leg[][]): number {
  const sum = combos.reduce(
    (total, combo) => total + combo.reduce((p, leg) => p * (leg.requested_dividend || 1), 1),
    0,
  );
  return Math.round(sum * 100) / 100;
}

/**
 * The parlay options for a slip's open legs, amounts at 0. Each combination takes legs of different events that may be
 * combined (a place, each-way or exotic leg joins none); only combos with more than 1 combination are kept; if
 * there are 4 or more, only the last (largest) is kept. The kept sizes are counted before any combination is
 * listed, so a long slip never enumerates combos it would throw away.
 */
export function parlayOptions(slipLegs: Leg[]): ParlayOption[] {
  // A leg whose event has closed (or is suspended) is not sent, so no combination may name it (the API's 369).
  const legs = slipLegs.filter(isSentForVerification);
  if (!areParlaysOffered(legs)) return [];
  const combinable = legs.filter((leg) => isParlayLeg({ ...leg, bet_type: wireBetType(leg) }));
  const perEvent = new Map<string, number>();
  for (const leg of combinable) perEvent.set(eventKey(leg), (perEvent.get(eventKey(leg)) ?? 0) + 1);
  const eventSizes = [...perEvent.values()];
  const count = (size: number) => countCombinations(eventSizes, size);
  const sizes = Object.keys(PARLAY_LABELS)
    .map(Number)
    .filter((size) => size <= eventSizes.length && count(size) > 1);
  const kept = (sizes.length >= 4 ? sizes.slice(-1) : sizes).filter((size) => count(size) <= PARLAY_MAX_COMBINATIONS);
  return kept.map((size) => {
    const combos = combinationsOnDifferentEvents(combinable, size);
    return {
      label: PARLAY_LABELS[size],
      legCount: size,
      combinations: combos.map((combo) => combo.map((leg) => leg.leg_id)),
      amount: 0,
      dividend: comboDividend(combos),
    };
  });
}

const sameCombinations = (a: ParlayOption[], b: ParlayOption[]) =>
  a.length === b.length &&
  a.every((option, i) => JSON.stringify(option.combinations) === JSON.stringify(b[i]!.combinations));

/**
 * The parlay options again after the slip's legs changed status (an event closed while its leg sat in the slip): the
 * same options are kept as they are; otherwise each option still offered keeps the punter's stake per combination.
 */
export function parlayOptionsAfterChange(legs: Leg[], previous: ParlayOption[]): ParlayOption[] {
  const next = parlayOptions(legs);
  if (sameCombinations(next, previous)) return previous;
  const stakes = new Map(previous.map((option) => [option.label, option.amount]));
  return next.map((option) => ({ ...option, amount: stakes.get(option.label) ?? option.amount }));
}
