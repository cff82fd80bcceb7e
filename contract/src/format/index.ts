export {
  DATE_FORMATS,
  formatDate,
  isKnownZone,
  endOfDayIn,
  endOfDateIn,
  calendarDayIn,
  zoneName,
  type DateFormat,
  type ClockFormat,
} from './dates';
export { formatNumber, formatPrice } from './numbers';
export { parseDollars, dollarsToCents, centsToDollars, isWholeCents, formatCents } from './money';
// Money's type, for the browser's one way in (@wagering/shared/format); it lives in @wagering/contract/money.
export { type Cents, cents, sumCents } from '../money';
export { truncate, ordinal, slugify } from './text';
export {
  minutesToJump,
  countdownLook,
  countdownTicks,
  countdownText,
  type CountdownLook,
  type CountdownOptions,
} from './countdown';
export { shortenResults, dedupe, pagerItems, clampPage, isPageInRange, type PagerItem } from './lists';
export {
  SPECIAL_TYPE_NAMES,
  PRODUCT_NAMES,
  SPORT_MARKET_NAMES,
  codeWords,
  srmPicksText,
  exoticPicksText,
  runnerText,
  betTypeName,
  describeLeg,
  raceName,
  betKindName,
  describeBet,
  type LegWords,
  type RunnerNames,
} from './describe-bet';
