export {
  betslip,
  betslipStore,
  startBetslip,
  useBetslip,
  createBetslip,
  type Betslip,
  type BetslipDeps,
  type BetslipState,
} from './betslip-store';
export { legIdFor, fnv1a } from './leg-id';
export {
  normaliseLeg,
  amountOf,
  isEachWay,
  isExotic,
  isSameRaceMulti,
  isStakedByTotal,
  isSentForVerification,
  isLegOpen,
  isBonusMode,
  isBoostMode,
  isEachWayOffered,
  isMultiBonusOffered,
  isMultiBoostOffered,
  isMultiBonusOverLimit,
  legDividend,
  ONE_BENEFIT_NOTES,
  boostedPrice,
  multiDividend,
} from './leg-rules';
export { parlayOptions, areParlaysOffered, comboDividend, PARLAY_LABELS, PARLAY_EXCLUDED_BET_TYPES } from './parlays';
export { totalStake, estimatedReturn, legReturn, multiReturn, legStakeCents, type Slip } from './totals';
export {
  isSubmitDisabled,
  isBetPlaced,
  needsAttention,
  hasErrorCodes,
  isShortOfFunds,
  opensBetslipOnOddsClick,
  type OddsClickContext,
} from './submit-rules';
export {
  classifyLegError,
  legErrorCodes,
  legErrorMessage,
  slipErrorToShow,
  clearInsufficientFunds,
  LEG_ERROR_MESSAGES,
  BONUS_AND_BOOST_MESSAGE,
  type LegErrorClass,
} from './leg-errors';
export { mergeVerifiedLegs, mergeVerifiedMulti } from './merge';
export {
  withLivePrices,
  takeServerPrices,
  clearMinBetError,
  clearMultiMinBetError,
  type LivePrices,
} from './live-prices';
export { buildVerifyPayload, buildRequestPayload, newCouponTrackingCode } from './payloads';
export type * from './types';
export { exoticCombinations } from './exotic-combinations';
