export {
  formatDate,
  isKnownZone,
  calendarDayIn,
  zoneName,
  type DateFormat,
  type ClockFormat,
} from './dates';
export { formatPrice } from './numbers';
export { parseDollars, dollarsToCents, centsToDollars, formatCents } from './money';
// Money's type, for the browser's one way in (@wagering/shared/format); it lives in @wagering/contract/money.
export { type Cents, cents, sumCents } from '../money';
export { ordinal, slugify } from './text';
export { countdownLook, countdownTicks, countdownText, type CountdownLook } from './countdown';
export { shortenResults, pagerItems, isPageInRange } from './lists';
export {
  SPECIAL_TYPE_NAMES,
  PRODUCT_NAMES,
  SPORT_MARKET_NAMES,
  codeWords,
  runnerText,
  describeLeg,
  raceName,
  betKindName,
  describeBet,
  type RunnerNames,
} from './describe-bet';
