import { bool, dateTime, errorResponses, int, nullable, obj, str } from '../../lib/schemas';
import { verificationStatus } from '@wagering/contract/schemas';

export const profileResponse = obj({
  user_id: str,
  username: str,
  email: str,
  gender: { type: 'integer', description: '1 for M, otherwise 2' },
  first_name: str,
  middle_name: str,
  last_name: str,
  phone: str,
  date_of_birth: { type: 'string', description: 'YYYY-MM-DD' },
  address: str,
  home_unit_number: str,
  home_street_number: str,
  home_street_name: str,
  home_street_type: str,
  country: str,
  state: str,
  home_suburb: str,
  post_code: str,
  allow_email_marketing: bool,
  user_verified: bool,
  verification_status: verificationStatus,
  self_excluded_until: nullable(dateTime),
  last_withdrawal_at: nullable(dateTime),
  cash_cents: int,
  bonus_cents: int,
});

export const verificationResponse = obj({
  user_verified: bool,
  verification_status: verificationStatus,
  uploaded_at: nullable(dateTime),
});

export const stateResponse = obj({
  user_verified: bool,
  verification_status: verificationStatus,
  self_excluded_until: nullable(dateTime),
  cash_cents: int,
  bonus_cents: int,
  withdrawable_cents: int,
  bonus_bets_count: int,
  dividend_boosts_count: { type: 'integer', description: 'Sum of remaining_value over usable boosts' },
});

export const clientErrors = errorResponses(400, 401, 404, 409, 413, 415);
