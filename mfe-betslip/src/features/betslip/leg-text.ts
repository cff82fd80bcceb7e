import {
  codeWords,
  formatPrice,
  PRODUCT_NAMES,
  raceName,
  runnerText,
  SPECIAL_TYPE_NAMES,
  SPORT_MARKET_NAMES,
} from '@wagering/shared/format';
import { isEachWay, isExotic, type Leg } from '@wagering/shared/betslip';

/** What was picked: "4. Fast Horse", a sport selection's name, or an exotic's runners per position. */
export function legTitle(leg: Leg): string {
  if (isExotic(leg)) return SPECIAL_TYPE_NAMES[leg.special_type ?? ''] ?? leg.special_type ?? 'Exotic';
  const name = leg.selection_name ?? String(leg.selections[0] ?? '');
  return leg.saddle_number ? `${leg.saddle_number}. ${name}` : name;
}

/** Where: "Flemington R3" (the race's name already carries its number: never "R3 Flemington R3"), or the match. */
export const legEvent = (leg: Leg): string => raceName(leg.event_name, leg.race_number);

/**
 * The bet type in words, never an internal code: Each Way, the exotic's name, the racing product (Fixed Win, Tote
 * Place ...), or the sports market (Head to Head, Line ...).
 */
export function betTypeLabel(leg: Leg): string {
  if (isEachWay(leg)) return 'Each Way';
  const special = SPECIAL_TYPE_NAMES[leg.special_type ?? ''];
  if (special) return special;
  if (isExotic(leg)) return 'Exotic';
  if (leg.is_sport) return SPORT_MARKET_NAMES[leg.bet_type] ?? codeWords(leg.bet_type);
  return PRODUCT_NAMES[leg.dividend_code ?? ''] ?? codeWords(leg.bet_type);
}

/** An exotic's runners per position, by number and name: "1. Fast Horse, 2. Slow Horse / 3. Third Horse". */
export const exoticPicks = (leg: Leg) =>
  leg.selections
    .map((s) => (Array.isArray(s) ? s : [s]).map((saddle) => runnerText(String(saddle), leg.runners)).join(', '))
    .join(leg.selections.some(Array.isArray) ? ' / ' : ', ');

/**
 * A price to show: two decimals, or the product's name when the price is only known after the race (a requested
 * dividend of 1 is how the slip marks those).
 */
export function priceText(dividend: number, leg: Pick<Leg, 'special_type'>): string {
  if (dividend > 1) return formatPrice(dividend);
  return SPECIAL_TYPE_NAMES[leg.special_type ?? ''] ?? 'SP';
}
