import { BONUS_AND_BOOST_MESSAGE, classifyLegError, clearInsufficientFunds } from './leg-errors';
import { isBonusMode, isBoostMode } from './leg-rules';
import type { Leg, Multi, VerifiedLeg, VerifiedMulti } from './types';

/** Verified fields the server is the authority on (SPEC 3 "Verification result"). */
const VERIFIED_FIELDS = [
  'event_status',
  'boost',
  'eachway_available',
  'eachway_dividend',
  'eachway_full_description',
  'eachway_short_description',
  'free_bet_id',
  'free_bet_limit',
  'leg_valid',
  'current_dividend',
] as const;

/**
 * Response legs are merged into local legs, keeping the requested dividend and taking current_dividend from the
 * server. Local legs the response lacks are kept as they are. A verified leg's errors replace the old ones (no
 * errors in the response clears them), with insufficient funds dropped when the balance is 0.
 */
export function mergeVerifiedLegs(local: Leg[], verified: VerifiedLeg[], balance: number | undefined): Leg[] {
  const byId = new Map(verified.map((leg) => [leg.leg_id, leg]));
  return local.map((leg) => {
    const fromServer = byId.get(leg.leg_id);
    if (!fromServer) return leg;
    const merged: Leg = {
      ...leg,
      bet_leg_error_codes: fromServer.bet_leg_error_codes ?? [],
      error_code: fromServer.error_code ?? null,
      error_message: fromServer.error_message ?? null,
    };
    for (const field of VERIFIED_FIELDS) {
      if (fromServer[field] !== undefined) (merged as unknown as Record<string, unknown>)[field] = fromServer[field];
    }
    merged.requested_dividend = leg.requested_dividend;
    return clearInsufficientFunds(withoutBothBenefits(merged, leg), balance);
  });
}

/**
 * The server refused a bonus bet with a boost on one leg (SPEC 8 code 350, e.g. a slip kept from before the slip
 * made them exclusive): its message stays as a note, both choices are let go and the offers the server withheld
 * come back, so the punter can choose one and place again.
 */
function withoutBothBenefits(merged: Leg, before: Leg): Leg {
  if (classifyLegError(merged) !== 'bonus-boost-applied') return merged;
  return {
    ...merged,
    is_free_bet: false,
    boost_mode: false,
    free_bet_id: isBonusMode(merged) ? merged.free_bet_id : before.free_bet_id,
    free_bet_limit: isBonusMode(merged) ? merged.free_bet_limit : before.free_bet_limit,
    boost: isBoostMode(merged) ? merged.boost : before.boost,
    bet_leg_error_codes: [],
    error_code: null,
    error_message: null,
    notice: BONUS_AND_BOOST_MESSAGE,
  };
}

/**
 * The verified multi replaces the local one, except the punter's own choices: bonus bet, boost_mode and amount.
 * The boost on offer arrives as a list; the slip keeps its first entry (or null when none is offered).
 */
export function mergeVerifiedMulti(local: Multi, verified: VerifiedMulti | null | undefined): Multi {
  if (!verified) return local;
  const { multi_boost, ...rest } = verified;
  return {
    ...local,
    ...rest,
    multi_boost:
      multi_boost === undefined
        ? local.multi_boost
        : Array.isArray(multi_boost)
          ? (multi_boost[0] ?? null)
          : multi_boost,
    multi_bet_amount: local.multi_bet_amount,
    is_multi_bonus_bet_applied: local.is_multi_bonus_bet_applied,
    boost_mode: local.boost_mode,
  };
}
