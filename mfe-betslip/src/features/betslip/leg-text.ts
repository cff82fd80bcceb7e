import { formatMoney } from '@wagering/shared/format';
import { isEachWay, isExotic, type Leg } from '@wagering/shared/betslip';

/** The special types' names as the punter reads them. */
const SPECIAL_TYPE_NAMES: Record<string, string> = {
  SameRaceMulti: 'Same Race Multi',
  Quinella: 'Quinella',
  BoxQuinella: 'Box Quinella',
  Exacta: 'Exacta',
  BoxExacta: 'Box Exacta',
  Trifecta: 'Trifecta',
  BoxTrifecta: 'Box Trifecta',
  FirstFour: 'First Four',
  BoxFirstFour: 'Box First Four',
  Quadrella: 'Quadrella',
  TF: 'Top Fluc',
  BP1: 'Best Tote',
  BT3SP: 'Best of 3 + SP',
};

/** Racing win and place products, by the dividend code a leg is priced on. */
const PRODUCT_NAMES: Record<string, string> = {
  FWIN: 'Fixed Win',
  FPLC: 'Fixed Place',
  TF: 'Top Fluc',
  VICWin: 'VIC Tote Win',
  VICPlc: 'VIC Tote Place',
  WTX: 'Tote Win',
  PTX: 'Tote Place',
};

/** Sports bet types by market, as the match page names them. */
const SPORT_MARKET_NAMES: Record<string, string> = {
  AWin: 'Head to Head',
  BWin: 'Head to Head',
  Draw: 'Head to Head',
  ALine: 'Line',
  BLine: 'Line',
  AMgn1: 'Margin',
  AMgn2: 'Margin',
  BMgn1: 'Margin',
  BMgn2: 'Margin',
  TotalOver: 'Total',
  TotalUnder: 'Total',
};

/** An unknown code still reads as words: "TotalOver" → "Total Over". */
const words = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1 $2');

/** What was picked: "4. Fast Horse", a sport selection's name, or an exotic's runners per position. */
export function legTitle(leg: Leg): string {
  if (isExotic(leg)) return SPECIAL_TYPE_NAMES[leg.special_type ?? ''] ?? leg.special_type ?? 'Exotic';
  const name = leg.selection_name ?? String(leg.selections[0] ?? '');
  return leg.saddle_number ? `${leg.saddle_number}. ${name}` : name;
}

/** Where: "R3 Flemington", or the sport event's name. */
export function legEvent(leg: Leg): string {
  const name = leg.event_name ?? '';
  return leg.race_number ? `R${leg.race_number} ${name}`.trim() : name;
}

/**
 * The bet type in words, never an internal code: Each Way, the exotic's name, the racing product (Fixed Win, Tote
 * Place ...), or the sports market (Head to Head, Line ...).
 */
export function betTypeLabel(leg: Leg): string {
  if (isEachWay(leg)) return 'Each Way';
  const special = SPECIAL_TYPE_NAMES[leg.special_type ?? ''];
  if (special) return special;
  if (isExotic(leg)) return 'Exotic';
  if (leg.is_sport) return SPORT_MARKET_NAMES[leg.bet_type] ?? words(leg.bet_type);
  return PRODUCT_NAMES[leg.dividend_code ?? ''] ?? words(leg.bet_type);
}

/** An exotic's runners per position: "1, 2 / 3 / 4". */
export const exoticPicks = (leg: Leg) =>
  leg.selections
    .map((s) => (Array.isArray(s) ? s.join(', ') : String(s)))
    .join(leg.selections.some(Array.isArray) ? ' / ' : ', ');

/**
 * A price to show: two decimals, or the product's name when the price is only known after the race (a requested
 * dividend of 1 is how the slip marks those).
 */
export function priceText(dividend: number, leg: Pick<Leg, 'special_type'>): string {
  if (dividend > 1) return formatMoney(dividend, { symbol: false });
  return SPECIAL_TYPE_NAMES[leg.special_type ?? ''] ?? 'SP';
}
