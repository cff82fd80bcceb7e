import type { ApiBody, ApiResponse } from '@wagering/shared/api';
import { cents } from '@wagering/shared/format';

/** A verified punter's GET /clients/details answer, for component tests that mock the API (mockApi). */
export const profileFixture: ApiResponse<'/clients/details'> = {
  user_id: 'u1',
  username: 'punter',
  email: 'punter@example.test',
  gender: 1,
  first_name: 'Pat',
  middle_name: '',
  last_name: 'Punter',
  phone: '0412345678',
  date_of_birth: '1990-01-01',
  address: '1 Test St, Sydney NSW 2000',
  home_unit_number: '',
  home_street_number: '1',
  home_street_name: 'Test',
  home_street_type: 'St',
  country: 'Australia',
  state: 'NSW',
  home_suburb: 'Sydney',
  post_code: '2000',
  allow_email_marketing: false,
  user_verified: true,
  verification_status: 'verified',
  self_excluded_until: null,
  last_withdrawal_at: null,
  cash_cents: cents(50_000),
  bonus_cents: cents(0),
};

/** A verified punter's GET /clients/state answer ($500 cash, no benefits). */
export const accountStateFixture: ApiResponse<'/clients/state'> = {
  user_verified: true,
  verification_status: 'verified',
  self_excluded_until: null,
  cash_cents: cents(50_000),
  bonus_cents: cents(0),
  withdrawable_cents: cents(50_000),
  bonus_bets_count: 0,
  dividend_boosts_count: 0,
};

type SentLeg = ApiBody<'/betting/verify-bet'>['legs'][number];
type Verification = ApiResponse<'/betting/verify-bet', 'post'>['data'];
type Placement = ApiResponse<'/betting/request-bet', 'post'>['data'];

/** A slip leg as verify-bet and request-bet answer it: open at `current_dividend`, no errors unless given. */
export const verifiedLegFixture = (leg: SentLeg, extra: Partial<Verification['legs'][number]> = {}) => ({
  ...leg,
  leg_id: String(leg.leg_id),
  current_dividend: 3.5,
  bet_leg_error_codes: [],
  error_code: null,
  error_message: null,
  event_status: 'Open',
  leg_valid: true,
  boost: [],
  ...extra,
});

/** A verify-bet answer with these legs and no slip error. */
export const verificationFixture = (legs: Verification['legs']): Verification => ({
  legs,
  multi: { multi_boost: [] },
  parlay_options: [],
  err_msg: null,
  err_code: null,
  is_free_bet: false,
  total_stake: 0,
});

/** A request-bet answer: the verified legs and the bets placed. */
export const placementFixture = (legs: Verification['legs'], bets: Placement['bets']): Placement => ({
  ...verificationFixture(legs),
  coupon_tracking_code: 'c-1',
  bets,
  balance: { cash_cents: cents(0), bonus_cents: cents(0) },
});
