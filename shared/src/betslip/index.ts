export { betslip, betslipStore, startBetslip, useBetslip } from './betslip-store';
export { BETSLIP_HEADING_ID } from './slip-heading';
export { legIdFor } from './leg-id';
export {
  normaliseLeg,
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
  boostedPrice,
  multiDividend,
} from './leg-rules';
export { PARLAY_EXCLUDED_BET_TYPES } from './parlays';
export { totalStake, estimatedReturn, legReturn, multiReturn } from './totals';
export { isSubmitDisabled, needsAttention, isShortOfFunds, opensBetslipOnOddsClick } from './submit-rules';
export { classifyLegError, legErrorMessage, slipErrorToShow, LEG_ERROR_MESSAGES } from './leg-errors';
export type * from './types';
export { exoticCombinations } from './exotic-combinations';
