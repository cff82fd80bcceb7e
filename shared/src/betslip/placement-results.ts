import { ApiError } from '@wagering/shared/api';
import { mergeVerifiedLegs, mergeVerifiedMulti } from './merge';
import { parlayOptions } from './parlays';
import { emptySlip, slipErrorOf, type SlipCore } from './slip-core';
import { hasErrorCodes, isBetPlaced } from './submit-rules';
import type { PlacedBet, RequestResult, SlipError, VerifiedLeg } from './types';

const isSingle = (bet: PlacedBet) => (bet.bet_kind ? bet.bet_kind === 'single' : !bet.is_parlay && !bet.is_multi_leg);
const legIdsOf = (bets: PlacedBet[]) => new Set(bets.flatMap((bet) => (bet.leg_ids ?? [bet.leg_id]).map(String)));

/**
 * request-bet answered: placed singles leave the slip, legs with errors stay with them. When all went through,
 * the legs every placed bet used leave, and a pick no bet used (no stake of its own, in no multi or parlay placed)
 * stays for the punter to stake later.
 */
export function applyPlacement({ store, deps }: SlipCore, result: RequestResult): void {
  const state = store.getState();
  // SPEC 4 "Betslip": a bet counts as placed only with a ticket_number or a transaction_id above 0.
  const placed = (result.bets ?? []).filter(isBetPlaced);
  const failed = (result.legs ?? []).filter(hasErrorCodes);
  const slipError = slipErrorOf(result);
  if (placed.length > 0 && failed.length === 0 && !slipError) {
    const used = legIdsOf(placed);
    const unstaked = state.legs.filter((leg) => !used.has(leg.leg_id));
    store.setState({ ...emptySlip(), legs: unstaked, parlayCombos: parlayOptions(unstaked), successfulLegs: placed });
    return;
  }
  const placedIds = legIdsOf(placed.filter(isSingle));
  const legs = mergeVerifiedLegs(
    state.legs.filter((leg) => !placedIds.has(leg.leg_id)),
    failed,
    deps.balance(),
  );
  if (legs.length === 0) {
    store.setState({ ...emptySlip(), successfulLegs: placed, slipError });
    return;
  }
  store.setState({
    legs,
    multi: mergeVerifiedMulti(state.multi, result.multi),
    parlayCombos: placedIds.size > 0 ? parlayOptions(legs) : state.parlayCombos,
    successfulLegs: placed,
    slipError,
    // Once anything is placed the coupon is spent: the next attempt is a new submission with a new code.
    couponTrackingCode: placed.length > 0 ? null : state.couponTrackingCode,
  });
}

/**
 * request-bet refused the slip or was not reached: nothing was placed, so the coupon code stays for the retry.
 * A refusal carries the slip's verification (legs with their errors), shown on the legs.
 */
export function applyFailure({ store, deps }: SlipCore, error: unknown): void {
  const state = store.getState();
  const body = error instanceof ApiError ? error.body : undefined;
  const verifiedLegs = Array.isArray(body?.legs) ? (body.legs as VerifiedLeg[]) : [];
  store.setState({
    legs: verifiedLegs.length > 0 ? mergeVerifiedLegs(state.legs, verifiedLegs, deps.balance()) : state.legs,
    slipError: {
      // A refusal of the whole slip names its reason as `code` (e.g. insufficient-funds), a slip check as err_code.
      err_code: ((body?.err_code ?? body?.code) as SlipError['err_code']) ?? null,
      err_msg: (body?.err_msg as string | undefined) || (error as Error)?.message || 'Your bet could not be placed.',
    },
  });
}
