/**
 * A bet slip, read once (issue 33): the wire slip becomes one canonical value, and every later step (verification,
 * pricing, placement, the coupon's answer, settlement) reads that value and never the wire slip again. Legs are
 * kept by position, each parlay combination is resolved to leg positions, stakes become Cents, and the price setting,
 * bonus bets and boosts asked for are read here. A slip whose shape is ambiguous (two legs with one id, a
 * combination naming a leg twice or one not in the slip, a combination listed twice) is refused whole: the slip in
 * the browser builds only what this accepts. Framework-free.
 */
import { DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '../constants/betting';
import { dollarsToCents, isWholeCents } from '../format/money';
import { cents, type Cents } from '../money';

/** A leg as the wire sends it (the fields the server reads; others are ignored). */
export interface WireLeg {
  leg_id?: string | number | null;
  event_id: number;
  bet_type: string;
  special_type?: string | null;
  selections: string | number;
  bet_amount?: number;
  total_amount?: number;
  requested_dividend?: number;
  is_free_bet?: boolean;
  free_bet_id?: number | null;
  event_type?: string;
  boost_mode?: boolean;
  is_sport?: boolean;
}

/** A bet slip as the wire sends it (verify-bet and request-bet). */
export interface WireSlip<L extends WireLeg = WireLeg> {
  legs: readonly L[];
  multi_bet_amount?: number;
  is_free_bets?: boolean;
  multi_free_bet_id?: number | null;
  multi_boost?: boolean;
  use_dividend_boost?: boolean;
  price_changes?: PriceChangeSetting;
  parlay_options?: readonly { combinations: readonly (readonly (string | number)[])[]; amount: number }[];
}

/** One leg of the parsed slip: what every rule reads, and the leg as sent (echoed back, never read for a rule). */
export interface SlipLeg<L extends WireLeg = WireLeg> {
  position: number;
  /** The leg's id as text (its position when none was sent): unique in the slip, never empty. */
  leg_id: string;
  event_id: number;
  bet_type: string;
  special_type: string | null;
  selections: string;
  is_sport: boolean;
  /** The amount: a bet's stake, each part's for an each-way; 0 on an exotic, whose amount is its flexi unit. */
  betCents: Cents;
  /** An exotic's unit in dollars: its total over its combinations, a fraction of a cent when flexi. */
  flexiUnit: number | null;
  /** The total the slip sent (an exotic's flexi total, an each-way's two parts), or null. */
  totalCents: Cents | null;
  requested_dividend: number | null;
  /** The bonus bet asked for: none, any usable one (id null), or this one. */
  bonus: { bonusBetId: number | null } | null;
  boost: boolean;
  sent: L;
}

interface ParsedParlay {
  /** Each combination as the positions of its legs, in the order named. */
  combinations: readonly (readonly number[])[];
  amountCents: Cents;
}

export interface ParsedSlip<L extends WireLeg = WireLeg> {
  legs: readonly SlipLeg<L>[];
  multi: { stakeCents: Cents; bonus: { bonusBetId: number | null } | null; boost: boolean };
  parlays: readonly ParsedParlay[];
  priceChanges: PriceChangeSetting;
}

/** The leg-level code of a slip whose shape is ambiguous (new, recorded in docs/SPEC-CHOICES.md). */
export const SLIP_SHAPE_CODE = 369;

export const SlipShapeProblem = {
  repeatedLegId: 'Two selections of this bet slip have the same id. Each selection needs its own id.',
  emptyLegId: 'A selection of this bet slip has an empty id. Each selection needs its own id.',
  unknownLeg: 'A parlay combination names a selection that is not in this bet slip.',
  legNamedTwice: 'A parlay combination names the same selection twice.',
  combinationTwice: 'A parlay option lists the same combination twice.',
  specialTypeMismatch: 'This selection’s special type does not go with its bet type.',
} as const;

/** Why the slip cannot be read: its shape (code 369, on the legs named) or an amount that is not money. */
interface SlipProblem {
  kind: 'shape' | 'money';
  message: string;
  /** The wire field at fault, e.g. `legs.2.leg_id` or `parlay_options.0.combinations.1`. */
  field: string;
  legIds: string[];
}

type SlipParse<L extends WireLeg> = { slip: ParsedSlip<L> } | { problem: SlipProblem };

/** A sanity bound on a stake, far above any bet's limit: past it the slip is malformed. */
const MAX_STAKE_DOLLARS = 1e7;

/** A stake as the slip sends it (dollars) in cents, or null when negative, not finite or finer than a cent. */
export function stakeCents(dollars: number | undefined | null): Cents | null {
  const v = dollars ?? 0;
  if (typeof v !== 'number' || v < 0 || v > MAX_STAKE_DOLLARS || !isWholeCents(v)) return null;
  return dollarsToCents(v);
}

/** Stops the parse at the first problem. */
class Refused extends Error {
  constructor(readonly problem: SlipProblem) {
    super(problem.message);
  }
}

const shape = (message: string, field: string, legIds: string[]) =>
  new Refused({ kind: 'shape', message, field, legIds });

function money(value: number | undefined, field: string): Cents {
  const c = stakeCents(value);
  if (c === null)
    throw new Refused({ kind: 'money', message: 'Stakes are whole cents and never negative.', field, legIds: [] });
  return c;
}

/** An exotic (not a same race multi) is staked by its total; its amount is a unit, not money. */
const isExoticLeg = (leg: WireLeg) => leg.bet_type === 'Exotic' && leg.special_type !== 'SameRaceMulti';

/**
 * A special type belongs to an exotic or same race multi (bet type Exotic) or a same game multi (its own bet type):
 * on any other leg (a fixed win, say) it would make one leg two different bets to different steps.
 */
const fitsSpecialType = (leg: WireLeg) =>
  !leg.special_type ||
  leg.bet_type === 'Exotic' ||
  (leg.bet_type === 'SameGameMulti' && leg.special_type === 'SameGameMulti');

function parseLeg<L extends WireLeg>(leg: L, position: number): SlipLeg<L> {
  const field = `legs.${position}`;
  const exotic = isExoticLeg(leg);
  const leg_id = String(leg.leg_id ?? position);
  if (leg_id.trim() === '') throw shape(SlipShapeProblem.emptyLegId, `${field}.leg_id`, [leg_id]);
  if (!fitsSpecialType(leg)) throw shape(SlipShapeProblem.specialTypeMismatch, `${field}.special_type`, [leg_id]);
  return {
    position,
    leg_id,
    event_id: leg.event_id,
    bet_type: leg.bet_type,
    special_type: leg.special_type || null,
    selections: String(leg.selections).trim(),
    is_sport: Boolean(leg.is_sport) || leg.event_type === 'S',
    betCents: exotic ? cents(0) : money(leg.bet_amount, `${field}.bet_amount`),
    flexiUnit: exotic ? (leg.bet_amount ?? 0) : null,
    totalCents: leg.total_amount === undefined ? null : money(leg.total_amount, `${field}.total_amount`),
    requested_dividend: leg.requested_dividend ?? null,
    bonus: leg.is_free_bet ? { bonusBetId: leg.free_bet_id ?? null } : null,
    boost: Boolean(leg.boost_mode),
    sent: leg,
  };
}

/** Every leg's id once: a repeated id (1 and "1" are one id) refuses the slip. */
function uniqueIds(legs: readonly SlipLeg[]): Map<string, number> {
  const positions = new Map<string, number>();
  for (const leg of legs) {
    if (positions.has(leg.leg_id))
      throw shape(SlipShapeProblem.repeatedLegId, `legs.${leg.position}.leg_id`, [leg.leg_id]);
    positions.set(leg.leg_id, leg.position);
  }
  return positions;
}

/** An option's combinations as leg positions: each names legs of the slip, each once, and none is listed twice. */
function parseParlay(
  option: NonNullable<WireSlip['parlay_options']>[number],
  p: number,
  positions: Map<string, number>,
): ParsedParlay {
  const seen = new Set<string>();
  const combinations = option.combinations.map((combination, c) => {
    const field = `parlay_options.${p}.combinations.${c}`;
    const ids = combination.map(String);
    const known = ids.filter((id) => positions.has(id));
    if (known.length !== ids.length) throw shape(SlipShapeProblem.unknownLeg, field, known);
    if (new Set(ids).size !== ids.length) throw shape(SlipShapeProblem.legNamedTwice, field, ids);
    const at = ids.map((id) => positions.get(id)!);
    const key = [...at].sort((a, b) => a - b).join(',');
    if (seen.has(key)) throw shape(SlipShapeProblem.combinationTwice, field, ids);
    seen.add(key);
    return at;
  });
  return { combinations, amountCents: money(option.amount, `parlay_options.${p}.amount`) };
}

/** The slip read once: its value, or the first reason it cannot be read (the multi's boost is either name). */
export function parseSlip<L extends WireLeg>(wire: WireSlip<L>): SlipParse<L> {
  try {
    const legs = wire.legs.map(parseLeg);
    const positions = uniqueIds(legs);
    const parlays = (wire.parlay_options ?? []).map((option, p) => parseParlay(option, p, positions));
    return {
      slip: {
        legs,
        multi: {
          stakeCents: money(wire.multi_bet_amount, 'multi_bet_amount'),
          bonus: wire.is_free_bets ? { bonusBetId: wire.multi_free_bet_id ?? null } : null,
          boost: Boolean(wire.multi_boost ?? wire.use_dividend_boost),
        },
        parlays,
        priceChanges: wire.price_changes ?? DEFAULT_PRICE_CHANGES,
      },
    };
  } catch (e) {
    if (e instanceof Refused) return { problem: e.problem };
    throw e;
  }
}
