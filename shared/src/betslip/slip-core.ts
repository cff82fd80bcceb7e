import { createStore, type StoreApi } from 'zustand/vanilla';
import { PUNTER_DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '@wagering/shared/constants';
import { newCouponTrackingCode } from './payloads';
import type {
  Leg,
  Multi,
  ParlayOption,
  PlacedBet,
  RequestPayload,
  RequestResult,
  SlipError,
  VerifyPayload,
  VerifyResult,
} from './types';

export interface BetslipState {
  legs: Leg[];
  multi: Multi;
  parlayCombos: ParlayOption[];
  /** Sent with verify and request; kept across retries until a bet is placed, so a retry never places twice. */
  couponTrackingCode: string | null;
  /** Bets placed by the last submission (tickets to show). */
  successfulLegs: PlacedBet[];
  /** leg_ids being placed right now. */
  processingLegs: string[];
  isBetVerifyPending: boolean;
  isSubmitting: boolean;
  showBetslip: boolean;
  /** The slip-level error of the last verify or request (err_code, err_msg), if any. */
  slipError: SlipError | null;
  /**
   * The punter pressed Place logged out and was asked to log in on this page: the login that follows places the
   * slip. Never kept across a reload, so a login at any other time only checks the slip again.
   */
  placeOnLogin: boolean;
}

/** What the store needs from outside, injected so the rules run (and are tested) without fetch. */
export interface BetslipDeps {
  verifyBet(payload: VerifyPayload): Promise<VerifyResult>;
  requestBet(payload: RequestPayload): Promise<RequestResult>;
  /** The punter's cash balance in dollars, when known (insufficient funds is ignored at 0). */
  balance(): number | undefined;
  /** The punter's price-change setting, sent with verify and request (accept better prices when not given). */
  priceChanges?(): PriceChangeSetting;
}

const emptyMulti = (): Multi => ({
  multi_bet_amount: 0,
  multi_dividend: 0,
  is_multi_allowed: false,
  is_multi_bonus_bet_applied: false,
  is_multi_bonus_bet_allowed: false,
  multi_bonus_bet_limit: 0,
  multi_boost: null,
  boost_mode: false,
});

export const emptySlip = () => ({
  legs: [] as Leg[],
  multi: emptyMulti(),
  parlayCombos: [] as ParlayOption[],
  couponTrackingCode: null,
  processingLegs: [] as string[],
  slipError: null,
});

export const slipErrorOf = (result: SlipError): SlipError | null =>
  result.err_code || result.err_msg ? { err_code: result.err_code ?? null, err_msg: result.err_msg ?? null } : null;

/** What every slice of the slip works on: the one store, the injected deps and the helpers they all call. */
export function createSlipCore(deps: BetslipDeps) {
  const store: StoreApi<BetslipState> = createStore<BetslipState>(() => ({
    ...emptySlip(),
    successfulLegs: [],
    isBetVerifyPending: false,
    isSubmitting: false,
    showBetslip: false,
    placeOnLogin: false,
  }));

  const couponCode = () => {
    const existing = store.getState().couponTrackingCode;
    if (existing) return existing;
    const code = newCouponTrackingCode();
    store.setState({ couponTrackingCode: code });
    return code;
  };

  const clear = () => store.setState(emptySlip());
  const priceChanges = () => deps.priceChanges?.() ?? PUNTER_DEFAULT_PRICE_CHANGES;

  return { store, deps, couponCode, clear, priceChanges };
}

export type SlipCore = ReturnType<typeof createSlipCore>;
