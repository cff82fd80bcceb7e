/** The checks every leg of a slip shares, as verify-slip.ts checks it and place-slip.ts places it. */
import type { PriceChangeSetting } from '@wagering/contract/constants';
import { cents } from '@wagering/contract/money';
import type { Refusal } from '@wagering/contract/wagering';
import { LegError, type LegErrorDef } from './leg-errors';
import type { LegPlan, ParsedLeg, SlipError } from './slip-types';

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
    stakeCents: cents(0),
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

export const slipErrorOf = (legs: LegPlan[]): SlipError => ({
  code: legs.find((l) => l.out.error_code)?.out.error_code as number | null,
  message: (legs.find((l) => l.out.error_message)?.out.error_message as string | undefined) ?? null,
});

/** Records a problem of the multi or a parlay as the slip's error, unless it has one already. */
export function noteSlipError(slipError: SlipError, code: string | number, message: string) {
  if (slipError.code === null || slipError.code === undefined) [slipError.code, slipError.message] = [code, message];
}
