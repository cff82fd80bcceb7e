import { isSlipCode, SlipCode } from '@wagering/shared/constants';
import { isExotic } from './leg-rules';
import type { Leg, LegErrorCode } from './types';

/** The SPEC 8 bet leg error classes. */
type LegErrorClass =
  | 'bonus-boost-applied'
  | 'event-closed'
  | 'unit-total-mismatch'
  | 'product-unavailable'
  | 'bonus-over-limit'
  | 'no-bonus-bet'
  | 'min-bet-amount'
  | 'boost-over-limit'
  | 'dividend-change'
  | 'multi-bonus-over-limit'
  | 'multi-boost-over-limit'
  | 'bet-error';

export const BONUS_AND_BOOST_MESSAGE = 'Bonus and Boosts cannot be used on same bet leg';

type ErrorSource = Pick<Leg, 'bet_leg_error_codes' | 'error_code' | 'error_message' | 'bet_type'>;

/** The codes of a leg: its error list, or its single code; numeric text ("302") is read as the number. */
export function legErrorCodes(leg: ErrorSource): LegErrorCode[] {
  const raw = leg.bet_leg_error_codes?.length
    ? leg.bet_leg_error_codes
    : leg.error_code != null && leg.error_code !== ''
      ? [leg.error_code]
      : [];
  return raw.map((code) => (typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code));
}

/** Classifies a leg's errors by the SPEC 8 table, in the table's order; undefined when the leg has none. */
export function classifyLegError(leg: ErrorSource): LegErrorClass | undefined {
  const codes = legErrorCodes(leg);
  if (codes.length === 0) return undefined;
  const has = (code: LegErrorCode) => codes.includes(code);
  if (has(SlipCode.legNotTaken) && leg.error_message?.trim() === BONUS_AND_BOOST_MESSAGE) return 'bonus-boost-applied';
  if (has(SlipCode.refused) && has(SlipCode.legNotTaken)) return isExotic(leg) ? 'unit-total-mismatch' : 'event-closed';
  if (has(SlipCode.refused) && has(SlipCode.productUnavailable)) return 'product-unavailable';
  if (has(SlipCode.bonusOverLimit)) return 'bonus-over-limit';
  if (has(SlipCode.noBonusBet)) return 'no-bonus-bet';
  if (has(SlipCode.underMinimumBet)) return 'min-bet-amount';
  if (codes.length === 1 && has(SlipCode.refused)) return 'boost-over-limit';
  if (codes.length === 1 && has(SlipCode.priceChanged)) return 'dividend-change';
  if (has(SlipCode.multiBonusOverLimit)) return 'multi-bonus-over-limit';
  if (has(SlipCode.multiBoostOverLimit)) return 'multi-boost-over-limit';
  return 'bet-error';
}

/**
 * What the punter reads for each class. SPEC 8 names the classes but not their texts ("UI reactions to each
 * class: not shown"); these are our wording (docs/SPEC-CHOICES.md). bet-error shows the server's own message
 * when there is one, since it passes the leg's message through.
 */
export const LEG_ERROR_MESSAGES: Record<LegErrorClass, string> = {
  'bonus-boost-applied': BONUS_AND_BOOST_MESSAGE,
  'event-closed': 'This event has closed. Remove the selection to continue.',
  'unit-total-mismatch': 'The total amount does not match the unit amount for the combinations picked.',
  'product-unavailable': 'This bet type is no longer available for this selection.',
  'bonus-over-limit': 'The stake is above your bonus bet balance. Lower the stake or turn the bonus bet off.',
  'no-bonus-bet': 'You have no bonus bet available for this selection.',
  'min-bet-amount': 'The stake is below the minimum bet for this selection.',
  'boost-over-limit': 'The stake is above the limit for a boosted bet. Lower the stake or turn the boost off.',
  'dividend-change': 'Accept the new price to place this bet.',
  'multi-bonus-over-limit': 'The multi stake is above your bonus bet balance.',
  'multi-boost-over-limit': 'The multi stake is above the limit for a boosted multi.',
  'bet-error': 'This bet could not be placed. Please try again.',
};

/** The message to show for a leg's errors: the class text, or the server's message for an unclassified error. */
export function legErrorMessage(leg: ErrorSource): string | undefined {
  const errorClass = classifyLegError(leg);
  if (!errorClass) return undefined;
  if (errorClass === 'bet-error' && leg.error_message) return leg.error_message;
  return LEG_ERROR_MESSAGES[errorClass];
}

const isInsufficientFunds = (message: string | null | undefined) =>
  (message ?? '').toLowerCase().includes('insufficient funds');

/**
 * Insufficient funds (compared case-insensitively) is ignored, with its error cleared, when the account balance
 * is 0 (the punter is then offered a deposit instead of an error on every leg).
 */
export function clearInsufficientFunds<T extends Pick<Leg, 'bet_leg_error_codes' | 'error_code' | 'error_message'>>(
  leg: T,
  balance: number | undefined,
): T {
  if (balance !== 0 || !isInsufficientFunds(leg.error_message)) return leg;
  return { ...leg, bet_leg_error_codes: [], error_code: null, error_message: null };
}

/**
 * The slip's own error, unless it is a price change a leg already asks about: the server names the slip's first
 * problem, and a move is said once, on its leg ("Price moved from X to Y. Accept the new price to place this bet.").
 */
export function slipErrorToShow<T extends { err_code?: LegErrorCode | null }>(
  slipError: T | null | undefined,
  legs: readonly ErrorSource[],
): T | null {
  if (!slipError) return null;
  const asked = legs.some((leg) => classifyLegError(leg) === 'dividend-change');
  return asked && isSlipCode(slipError.err_code, SlipCode.priceChanged) ? null : slipError;
}
