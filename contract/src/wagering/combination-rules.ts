/**
 * The rules of combination (docs/SPEC-CHOICES.md "Rules of combination"): which legs may be joined in one multi or
 * one parlay combination. One outcome pays one price: a multi and every parlay combination take legs of different
 * events, each a fixed-price leg that may be combined; combinations inside one race are what exotics and same-race
 * multis are for. The slip offers only what these rules allow and the API accepts only that. Framework-free.
 */

/** What the rules read of a leg (a slip leg and the API's bet slip leg both have these fields). */
export interface CombinableLeg {
  leg_id?: string | number | null;
  event_id: number | string;
  bet_type: string;
  special_type?: string | null;
  is_sport?: boolean | null;
  event_type?: string | null;
  market_type?: string | null;
}

/** Sports markets linked to other markets of their match (SPEC 5): no parlay is offered on them. */
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
/** Parlays need at least 3 legs (SPEC 5). */
export const PARLAY_MIN_LEGS = 3;

/** Leg-level refusal codes of the rules (new codes, recorded in docs/SPEC-CHOICES.md). */
export const CombinationRefusal = {
  sameEvent: {
    code: 360,
    message: 'These selections are in the same race or match, so they cannot be combined. Bet them as singles instead.',
  },
  notCombinable: {
    code: 361,
    message: 'Only fixed-price win and sports selections can be combined in a multi or parlay',
  },
  notInParlay: { code: 362, message: 'Line, margin and total markets cannot be combined in a parlay' },
  badCombination: {
    code: 363,
    message: 'Each parlay combination must name two or more different selections of this bet slip, once each',
  },
  tooFewLegs: { code: 364, message: 'A parlay needs at least 3 selections' },
  multiTooFewLegs: { code: 365, message: 'A multi needs at least 2 selections' },
  sameGameMultiAlone: {
    code: 368,
    message: 'A same game multi is already one bet on its match: place it on its own, not in a multi or parlay',
  },
} as const;
type CombinationRefusalCode = (typeof CombinationRefusal)[keyof typeof CombinationRefusal];

/** A refusal and the legs it is about (their leg_ids), so each can carry the code. */
export interface Refusal {
  refusal: CombinationRefusalCode;
  legIds: string[];
}

const isSportLeg = (leg: CombinableLeg) => Boolean(leg.is_sport) || leg.event_type === 'S';
/** The event a leg's outcome is decided by: a race or a match (their ids are separate series). */
export const eventKey = (leg: CombinableLeg) => `${isSportLeg(leg) ? 'S' : 'R'}:${Number(leg.event_id)}`;
const legKey = (leg: CombinableLeg, index: number) => String(leg.leg_id ?? index);

/** A same-game multi: already one bet priced as a whole, so it joins no multi or parlay. */
const isSameGameMultiLeg = (leg: CombinableLeg) => isSportLeg(leg) && leg.special_type === 'SameGameMulti';
/** A leg that may join a multi: a fixed win price on a runner, or a sports selection (not a same-game multi). */
const isMultiLeg = (leg: CombinableLeg) =>
  isSportLeg(leg) ? !isSameGameMultiLeg(leg) : leg.bet_type === 'FWIN' && !leg.special_type;
/** A leg that may join a parlay: a multi leg that is not a line, margin or total market. */
export const isParlayLeg = (leg: CombinableLeg) =>
  isMultiLeg(leg) &&
  !PARLAY_EXCLUDED_BET_TYPES.includes(leg.bet_type) &&
  leg.market_type !== PARLAY_EXCLUDED_MARKET_TYPE;

/**
 * Why these legs cannot be one multi (or one parlay combination), or null when they can: two or more legs, each
 * of a kind that combines, every one on a different event.
 */
export function combinationRefusal(legs: readonly CombinableLeg[], kind: 'multi' | 'parlay'): Refusal | null {
  const ids = legs.map(legKey);
  const where = (test: (l: CombinableLeg) => boolean) => ids.filter((_, i) => test(legs[i]));
  if (legs.length < 2)
    return {
      refusal: kind === 'multi' ? CombinationRefusal.multiTooFewLegs : CombinationRefusal.badCombination,
      legIds: ids,
    };
  const sameGame = where(isSameGameMultiLeg);
  if (sameGame.length) return { refusal: CombinationRefusal.sameGameMultiAlone, legIds: sameGame };
  const wrongKind = where((l) => !isMultiLeg(l));
  if (wrongKind.length) return { refusal: CombinationRefusal.notCombinable, legIds: wrongKind };
  const excluded = kind === 'parlay' ? where((l) => !isParlayLeg(l)) : [];
  if (excluded.length) return { refusal: CombinationRefusal.notInParlay, legIds: excluded };
  const events = legs.map(eventKey);
  const shared = ids.filter((_, i) => events.indexOf(events[i]) !== events.lastIndexOf(events[i]));
  return shared.length ? { refusal: CombinationRefusal.sameEvent, legIds: shared } : null;
}

/**
 * Why a parlay option's combinations cannot be placed on this slip, or null: the slip has at least 3 legs and each
 * combination obeys the multi rule. Combinations come as leg positions, already checked to name legs of the slip,
 * each once, none listed twice (slip-parse.ts), so no leg is ever looked up by an id that two legs share.
 */
export function parlayRefusal(
  slipLegs: readonly CombinableLeg[],
  combinations: readonly (readonly number[])[],
): Refusal | null {
  if (slipLegs.length < PARLAY_MIN_LEGS) return { refusal: CombinationRefusal.tooFewLegs, legIds: [] };
  const refusals = combinations.map((positions) =>
    combinationRefusal(
      positions.map((p) => slipLegs[p]),
      'parlay',
    ),
  );
  const first = refusals.find((r) => r !== null);
  if (!first) return null;
  // Every leg refused for the same reason carries it, so the punter sees all of them at once.
  const legIds = refusals.filter((r) => r?.refusal === first.refusal).flatMap((r) => r!.legIds);
  return { refusal: first.refusal, legIds: [...new Set(legIds)] };
}
