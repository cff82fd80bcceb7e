import { dollarsToCents } from '@wagering/shared/format';
import { amountOf, isSentForVerification } from './leg-rules';
import { DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '@wagering/shared/constants';
import type { Slip } from './totals';
import type { Leg, LegSelections, PayloadLeg, RequestPayload, VerifyPayload } from './types';

/**
 * Selections as the API takes them: one runner as its number (or one sports selection as its name), one group of
 * runners as "1,2,3" (boxed, quinella, same-race-multi "3:FWIN,5:PTOP2"), one group per position as "3/1,5/1,5,7".
 */
function wireSelections(selections: LegSelections): string | number {
  if (selections.some(Array.isArray)) {
    return selections.map((group) => (Array.isArray(group) ? group.join(',') : String(group))).join('/');
  }
  return selections.length === 1 ? (selections[0] as string | number) : selections.join(',');
}

/** Racing win and place legs: the punter's bet type, priced on one product (fixed, top fluc, tote). */
const PRODUCT_PRICED_BET_TYPES = ['Win', 'Place'];

/**
 * The bet type as the API takes it: a racing win or place leg goes out as the product it is priced on (FWIN, FPLC,
 * TF, VICWin ...), since the payload has no dividend_code of its own; every other leg keeps its bet type.
 */
export const wireBetType = (leg: Pick<Leg, 'bet_type' | 'dividend_code' | 'is_sport'>) =>
  !leg.is_sport && leg.dividend_code && PRODUCT_PRICED_BET_TYPES.includes(leg.bet_type)
    ? leg.dividend_code
    : leg.bet_type;

const payloadLeg = (leg: Leg): PayloadLeg => ({
  leg_id: leg.leg_id,
  event_id: Number(leg.event_id),
  bet_type: wireBetType(leg),
  special_type: leg.special_type ?? null,
  selections: wireSelections(leg.selections),
  bet_amount: leg.bet_amount,
  total_amount: leg.total_amount,
  requested_dividend: leg.requested_dividend,
  modifier_1: leg.modifier_1 ?? null,
  modifier_2: leg.modifier_2 ?? null,
  is_free_bet: leg.is_free_bet,
  event_type: leg.event_type,
  ...(leg.boost_mode !== undefined && { boost_mode: leg.boost_mode }),
  ...(leg.is_sport && { is_sport: true }),
});

/**
 * The fields verify and request share; only legs with event_status missing or open, only parlays with amount > 0
 * whose combinations name only those legs.
 */
function basePayload(
  { legs, multi, parlayCombos }: Slip,
  couponTrackingCode: string,
  priceChanges: PriceChangeSetting,
) {
  const sent = legs.filter(isSentForVerification);
  const isSent = new Set(sent.map((leg) => leg.leg_id));
  // A combination naming a leg that is not sent (its event closed) would make the API refuse the whole slip (369).
  const parlays = parlayCombos
    .filter((combo) => dollarsToCents(amountOf(combo.amount)) > 0)
    .filter((combo) => combo.combinations.every((ids) => ids.every((id) => isSent.has(id))))
    .map((combo) => ({ combinations: combo.combinations, amount: combo.amount }));
  return {
    coupon_tracking_code: couponTrackingCode,
    multi_bet_amount: multi.multi_bet_amount,
    is_free_bets: multi.is_multi_bonus_bet_applied,
    price_changes: priceChanges,
    legs: sent.map(payloadLeg),
    ...(parlays.length > 0 && { parlay_options: parlays }),
  };
}

/** POST /betting/verify-bet's body (SPEC 7). */
export const buildVerifyPayload = (
  slip: Slip,
  couponTrackingCode: string,
  priceChanges: PriceChangeSetting = DEFAULT_PRICE_CHANGES,
): VerifyPayload => ({
  ...basePayload(slip, couponTrackingCode, priceChanges),
  multi_boost: slip.multi.boost_mode,
});

/** POST /betting/request-bet's body: as verify, with use_dividend_boost in place of multi_boost. */
export const buildRequestPayload = (
  slip: Slip,
  couponTrackingCode: string,
  priceChanges: PriceChangeSetting = DEFAULT_PRICE_CHANGES,
): RequestPayload => ({
  ...basePayload(slip, couponTrackingCode, priceChanges),
  use_dividend_boost: slip.multi.boost_mode,
});

/**
 * A fresh coupon tracking code: 128 random bits as hex. getRandomValues works on plain-http pages too, where
 * crypto.randomUUID does not.
 */
export function newCouponTrackingCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
