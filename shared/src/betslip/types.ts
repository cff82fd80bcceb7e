import type { ApiBody } from '@wagering/contract/api';
/** SPEC 3 "Betslip" entities. Amounts and dividends are dollars as numbers, as the slip sends them to the API. */

export type Selection = number | string;
/** Runner numbers per position (exotics pick several per position) or a sport selection. */
export type LegSelections = Array<Selection | Selection[]>;
export type LegErrorCode = number | string;

interface Boost {
  boosted_dividend: number;
  /** The boost's percentage of the profit part, so the slip can boost a price that moved since verification. */
  boost_percent?: number;
  [field: string]: unknown;
}

interface RunnerProduct {
  special_type: string;
  short_description: string;
}

export interface Leg {
  leg_id: string;
  event_id: string | number;
  event_name?: string;
  race_number?: number;
  /** Win, Place, EachWay, Exotic, M (multi), or a sports bet type such as TotalOver. */
  bet_type: string;
  special_type?: string | null;
  selections: LegSelections;
  bet_amount: number;
  total_amount: number;
  requested_dividend: number;
  /** The fixed price now; null for a tote leg, which pays the final dividend. */
  current_dividend: number | null;
  modifier_1?: number | string | null;
  modifier_2?: number | string | null;
  is_free_bet: boolean;
  free_bet_id?: string | number | null;
  free_bet_limit?: number | null;
  /** R for racing unless told otherwise. */
  event_type: 'R' | 'S';
  boost_mode?: boolean;
  boost?: Boost[];
  is_sport?: boolean;
  sport_code?: string;
  selection_name?: string;
  race_type?: string;
  /** Sports market type; market type C legs rule out parlays. */
  market_type?: string;
  leg_valid?: boolean;
  saddle_number?: number;
  selectedPosition?: number;
  runner_products?: RunnerProduct[];
  dividend_code?: string;
  eachway_available?: boolean;
  eachway_dividend?: number | null;
  eachway_full_description?: string | null;
  eachway_short_description?: string | null;
  bet_leg_error_codes?: LegErrorCode[];
  error_code?: LegErrorCode | null;
  error_message?: string | null;
  event_status?: string | null;
  /**
   * The price the leg had before the feed or the server moved it, while the move is news to the punter (shown as
   * "Price moved from X to Y", neutrally: it never stops a bet; Place asks if the move is against their setting).
   */
  price_moved_from?: number | null;
  /** A neutral note on the leg, e.g. why the server refused a bonus bet with a boost; it never stops a bet. */
  notice?: string | null;
  /** An exotic's race: its runners' names by saddle number, so its picks are named ("1. Fast Horse, 2. Slow Horse"). */
  runners?: Readonly<Record<string, string>> | null;
}

/** What a page hands to addLeg: the leg without its derived id, amounts optional (they default to 0). */
export type NewLeg = Omit<
  Leg,
  'leg_id' | 'bet_amount' | 'total_amount' | 'requested_dividend' | 'current_dividend' | 'is_free_bet' | 'event_type'
> &
  Partial<
    Pick<
      Leg,
      | 'leg_id'
      | 'bet_amount'
      | 'total_amount'
      | 'requested_dividend'
      | 'current_dividend'
      | 'is_free_bet'
      | 'event_type'
    >
  >;

interface MultiBoost {
  boosted_dividend: number;
  [field: string]: unknown;
}

export interface Multi {
  multi_bet_amount: number;
  /** null while the multi has no fixed price (a tote leg). */
  multi_dividend: number | null;
  is_multi_allowed: boolean;
  /** The punter chose to use a bonus bet on the multi. */
  is_multi_bonus_bet_applied: boolean;
  is_multi_bonus_bet_allowed: boolean;
  multi_bonus_bet_limit: number | null;
  /** The boost on offer for the multi, when there is one. */
  multi_boost: MultiBoost | null;
  /** The punter chose to boost the multi. */
  boost_mode: boolean;
  /** A multi-level error, e.g. the text codes multi-bonus-over-limit and multi-boost-over-limit. */
  error_code?: LegErrorCode | null;
  error_message?: string | null;
}

/** A parlay (Doubles, Trebles, Four Picks ...): every combination of `legCount` legs at one amount each. */
export interface ParlayOption {
  label: string;
  legCount: number;
  /** The leg_ids of each combination. */
  combinations: string[][];
  amount: number;
  dividend: number;
}

/** A leg as the slip sends it (SPEC 7): always named by a text leg_id, which the contract leaves optional. */
export type PayloadLeg = ApiBody<'/betting/verify-bet'>['legs'][number] & { leg_id: string };
/** verify-bet's and request-bet's bodies, as the API's OpenAPI contract types them. */
export type VerifyPayload = Omit<ApiBody<'/betting/verify-bet'>, 'legs'> & { legs: PayloadLeg[] };
/** As verify, with use_dividend_boost in place of multi_boost. */
export type RequestPayload = Omit<ApiBody<'/betting/request-bet'>, 'legs'> & { legs: PayloadLeg[] };

/** SPEC 3 "Verification result", per leg. */
export type VerifiedLeg = Pick<Leg, 'leg_id'> &
  Partial<
    Pick<
      Leg,
      | 'bet_leg_error_codes'
      | 'error_code'
      | 'error_message'
      | 'event_status'
      | 'boost'
      | 'eachway_available'
      | 'eachway_dividend'
      | 'eachway_full_description'
      | 'eachway_short_description'
      | 'free_bet_id'
      | 'free_bet_limit'
      | 'leg_valid'
      | 'current_dividend'
    >
  >;

export interface SlipError {
  err_code?: LegErrorCode | null;
  err_msg?: string | null;
}

/** The multi as the API answers it: the boost on offer comes as a list (empty when none). */
export type VerifiedMulti = Partial<Omit<Multi, 'multi_boost'>> & { multi_boost?: MultiBoost | MultiBoost[] | null };

export interface VerifyResult extends SlipError {
  legs: VerifiedLeg[];
  multi?: VerifiedMulti | null;
  is_free_bet?: boolean;
}

/** SPEC 3 "Placed bet": counts as placed when ticket_number is non-empty or transaction_id is above 0. */
export interface PlacedBet extends Partial<VerifiedLeg> {
  ticket_number?: string | null;
  bet_kind?: 'single' | 'multi' | 'parlay';
  description?: string;
  /** Dollars. */
  stake?: number;
  transaction_id?: number | null;
  runner_name?: string | null;
  market_type?: string | null;
  status?: string;
  leg_ids?: string[];
  pairs?: unknown;
  product_type?: string;
  is_parlay?: boolean;
  is_multi_leg?: boolean;
  multibet_transaction_id?: number | null;
  multibet_status?: string | null;
}

/** request-bet's answer: the verification of the slip plus the bets placed (all of them, or none and a 400). */
export interface RequestResult extends SlipError {
  bets?: PlacedBet[];
  legs?: VerifiedLeg[];
  multi?: VerifiedMulti | null;
  coupon_tracking_code?: string;
}
