import { dollarsToCents } from '@wagering/shared/format';
import { amountOf, isLegOpen, isMultiBonusOverLimit, isStakedByTotal } from './leg-rules';
import { legStakeCents, type Slip } from './totals';
import type { Leg, PlacedBet, SlipError } from './types';

/** A leg carries error codes: a non-empty error list or a single code. */
export const hasErrorCodes = (leg: Pick<Leg, 'bet_leg_error_codes' | 'error_code'>) =>
  (leg.bet_leg_error_codes?.length ?? 0) > 0 ||
  (leg.error_code !== undefined && leg.error_code !== null && leg.error_code !== '');

/**
 * Submit is disabled when the slip has no legs; any leg has error codes; all legs are not open; every leg, the
 * multi and every parlay combo has a zero or empty amount; or a multi bonus bet amount exceeds the multi bonus limit.
 */
export function isSubmitDisabled({ legs, multi, parlayCombos }: Slip): boolean {
  if (legs.length === 0) return true;
  if (legs.some(hasErrorCodes)) return true;
  if (legs.every((leg) => !isLegOpen(leg))) return true;
  const nothingStaked =
    legs.every((leg) => legStakeCents(leg) === 0) &&
    dollarsToCents(amountOf(multi.multi_bet_amount)) === 0 &&
    parlayCombos.every((combo) => dollarsToCents(amountOf(combo.amount)) === 0);
  if (nothingStaked) return true;
  return isMultiBonusOverLimit(multi);
}

/** A bet counts as placed when ticket_number is non-empty or transaction_id is above 0. */
export const isBetPlaced = (bet: Pick<PlacedBet, 'ticket_number' | 'transaction_id'>) =>
  (typeof bet.ticket_number === 'string' ? bet.ticket_number.trim() !== '' : Boolean(bet.ticket_number)) ||
  Number(bet.transaction_id) > 0;

/** Special types whose price is only known after the race (starting price, tote fluctuations, best tote). */
const ATTENTION_SPECIAL_TYPES = ['TF', 'BP1', 'BT3SP'];

/**
 * A slip "needs attention" if any leg is Exotic (other than SameRaceMulti), or has special_type TF, BP1 or
 * BT3SP, or if requested_dividend is 1.
 */
export const needsAttention = (legs: Leg[]) =>
  legs.some(
    (leg) =>
      isStakedByTotal(leg) || ATTENTION_SPECIAL_TYPES.includes(leg.special_type ?? '') || leg.requested_dividend === 1,
  );

interface OddsClickContext {
  isMobile: boolean;
  showBetslip: boolean;
  badgeSelected: boolean;
  legCount: number;
  isSameRaceMulti: boolean;
  isWebview: boolean;
  isLoggedIn: boolean;
}

/**
 * On mobile, clicking an odds badge opens the betslip if the betslip is closed, the badge is not selected and the
 * slip is empty. This does not apply for same-race-multi, and not in a webview while logged out.
 */
export const opensBetslipOnOddsClick = (c: OddsClickContext) =>
  c.isMobile &&
  !c.showBetslip &&
  !c.badgeSelected &&
  c.legCount === 0 &&
  !c.isSameRaceMulti &&
  !(c.isWebview && !c.isLoggedIn);

/** The API's reason code when the punter's balance cannot cover the slip (the slip then offers a deposit). */
const INSUFFICIENT_FUNDS_CODE = 'insufficient-funds';

/** The slip was refused for want of funds: the punter is offered a deposit, and the slip is kept. */
export const isShortOfFunds = (slipError: SlipError | null | undefined) =>
  String(slipError?.err_code ?? '') === INSUFFICIENT_FUNDS_CODE;
