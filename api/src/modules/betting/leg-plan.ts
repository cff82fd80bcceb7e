/** The plan of a bet slip as verify-slip.ts checks it and place-slip.ts places it, and the checks every leg shares. */
import { SlipCode, type PriceChangeSetting } from '@wagering/contract/constants';
import { formatCents } from '@wagering/contract/format';
import type { Refusal, SlipLeg } from '@wagering/contract/wagering';
import type { Infer } from '../../lib/schemas';
import type { BonusBet, DividendBoost } from '../benefits/schemas';
import { MAX_BET_CENTS, MIN_BET_CENTS } from './rules';
import type { betSlipSchema, placementSchema, StoredLeg, verificationSchema } from './schemas';

/** The leg error codes of SPEC section 8, with this server's messages. */
export const LegError = {
  eventClosed: { codes: [SlipCode.refused, SlipCode.legNotTaken], message: 'This event is closed for betting' },
  unitTotalMismatch: { codes: [SlipCode.refused, SlipCode.legNotTaken], message: 'The unit and total amounts do not match the combinations' },
  productUnavailable: { codes: [SlipCode.refused, SlipCode.productUnavailable], message: 'This product is not available' },
  priceChanged: { codes: [SlipCode.priceChanged], message: 'The price has changed' },
  minBet: { codes: [SlipCode.underMinimumBet], message: `The minimum bet is ${formatCents(MIN_BET_CENTS)}` },
  maxBet: { codes: [SlipCode.overMaximumBet], message: `The most you can bet on one bet is ${formatCents(MAX_BET_CENTS)}` },
  noBonusBet: { codes: [SlipCode.noBonusBet], message: 'No bonus bet is available for this leg' },
  bonusOverLimit: { codes: [SlipCode.bonusOverLimit], message: 'The bonus bet amount is over its limit' },
  bonusAndBoost: { codes: [SlipCode.legNotTaken], message: 'Bonus and Boosts cannot be used on same bet leg' },
  boostOverLimit: { codes: [SlipCode.refused], message: 'No dividend boost is left for this leg' },
} as const;
type LegErrorDef = (typeof LegError)[keyof typeof LegError];

export type BetSlip = Infer<typeof betSlipSchema>;
export type LegInput = BetSlip['legs'][number];
/** A leg of the parsed slip (read-slip.ts): what every rule, price and placement reads. */
export type ParsedLeg = SlipLeg<LegInput>;
export type Verification = Infer<typeof verificationSchema>;
type VerifiedLeg = Verification['legs'][number];
export type Placement = Infer<typeof placementSchema>;

export interface LegPlan {
  input: ParsedLeg;
  out: VerifiedLeg;
  stakeCents: number;
  combos: number;
  /** The whole-bet price to take (boosted when boosted); null for tote and exotic bets. */
  takenPrice: number | null;
  stored: StoredLeg[];
  /** The single's own parts when boosted: the boost is the single's, never its multi's or parlays'. */
  boostedParts?: StoredLeg[];
  description: string;
  /** A fixed-price win leg (or sports leg) that can join a multi or parlay. */
  multiable: boolean;
  bonus?: BonusBet;
  boost?: DividendBoost;
}

export interface MultiPlan {
  stakeCents: number;
  price: number;
  bonus?: BonusBet;
  boost?: DividendBoost;
  legs: LegPlan[];
}

export interface ParlayPlan {
  combination: LegPlan[];
  amountCents: number;
  price: number;
}

export interface Plan {
  verification: Verification;
  legs: LegPlan[];
  multi: MultiPlan | null;
  parlays: ParlayPlan[];
}

export const isSameGameMulti = (l: ParsedLeg) => l.is_sport && l.special_type === 'SameGameMulti';

/** Marks the legs a rule of combination refuses with its leg-level code. */
export function refuseLegs(legs: LegPlan[], { refusal, legIds }: Refusal) {
  for (const leg of legs)
    if (legIds.includes(leg.out.leg_id as string)) fail(leg, { codes: [refusal.code], message: refusal.message });
}

/** Marks the leg's first problem (later ones are not reported) and returns the leg. */
export function fail(leg: LegPlan, error: LegErrorDef | { codes: readonly number[]; message: string }): LegPlan {
  if (leg.out.bet_leg_error_codes.length) return leg;
  leg.out.bet_leg_error_codes = [...error.codes];
  leg.out.error_code = error.codes[0];
  leg.out.error_message = error.message;
  leg.out.leg_valid = false;
  return leg;
}

export function baseLeg(input: ParsedLeg, eventStatus: string): LegPlan {
  return {
    input,
    out: {
      // The leg as sent is echoed; what the server decided is read from the parsed leg.
      ...input.sent,
      leg_id: input.leg_id,
      current_dividend: null,
      bet_leg_error_codes: [],
      error_code: null,
      error_message: null,
      event_status: eventStatus,
      leg_valid: true,
      boost: [],
      free_bet_id: input.bonus?.bonusBetId ?? null,
      free_bet_limit: null,
    },
    stakeCents: 0,
    combos: 1,
    takenPrice: null,
    stored: [],
    description: '',
    multiable: false,
  };
}

/**
 * Fixed prices must match what the punter saw, unless their setting takes the new one: a difference (or none sent)
 * is code 311 when they asked to be asked, a lower price when they take better prices only.
 */
export function checkPrice(leg: LegPlan, current: number, priceChanges: PriceChangeSetting) {
  leg.out.current_dividend = current;
  leg.takenPrice = current;
  const requested = leg.input.requested_dividend ?? 0;
  const moved = Math.abs(requested - current) > 1e-9;
  const accepted =
    priceChanges === 'accept_any' || (priceChanges === 'accept_better' && requested > 0 && current > requested);
  if (moved && !accepted)
    fail(leg, {
      ...LegError.priceChanged,
      message: `The price has changed from ${requested.toFixed(2)} to ${current.toFixed(2)}`,
    });
}

/** The slip's error: its first problem, a leg's, then the multi's, then a parlay's. */
export interface SlipError {
  code: number | string | null | undefined;
  message: string | null;
}

export const slipErrorOf = (legs: LegPlan[]): SlipError => ({
  code: legs.find((l) => l.out.error_code)?.out.error_code as number | null,
  message: (legs.find((l) => l.out.error_message)?.out.error_message as string | undefined) ?? null,
});

/** Records a problem of the multi or a parlay as the slip's error, unless it has one already. */
export function noteSlipError(slipError: SlipError, code: string | number, message: string) {
  if (slipError.code === null || slipError.code === undefined) [slipError.code, slipError.message] = [code, message];
}
