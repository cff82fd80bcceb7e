import { MOBILE_ODDS_TABS } from '@wagering/shared/constants';
import type { Race } from '../types';
import { isTopFlucShown } from './race-rules';

/** Win and place products in the order desktop shows them as columns. */
const COLUMN_ORDER = ['FWIN', 'FPLC', 'TF', 'BT3SP', 'BT3TF', 'VICWin', 'VICPlc', 'WTX', 'PTX', 'BPX', 'BTX'];
const TOP_FLUC_CODES = ['TF', 'BT3SP', 'BT3TF'];

export interface OddsColumn {
  code: string;
  /** Column heading (the product's short description). */
  heading: string;
  /** The product's full description, for screen readers. */
  name: string;
}

/**
 * The race's win/place price columns: the products it offers, in a fixed order; the TF products are hidden unless
 * every non-eliminated runner has TF odds above 0.
 */
export function oddsColumns(race: Pick<Race, 'products' | 'runners'>): OddsColumn[] {
  const showTf = isTopFlucShown(race.runners);
  const products = COLUMN_ORDER.flatMap((code) => {
    const product = race.products.find((p) => p.dividend_code === code);
    return !product || (TOP_FLUC_CODES.includes(code) && !showTf) ? [] : [product];
  });
  // Fixed and tote win share the short description "Win": a heading used twice falls back to the full name.
  const shared = (short: string) => products.filter((p) => p.short_description === short).length > 1;
  return products.map((p) => ({
    code: p.dividend_code,
    heading: shared(p.short_description) ? p.full_description : p.short_description,
    name: p.full_description,
  }));
}

/** Mobile odds tabs (SP & TF, TOTE, VIC, Fixed) with the race's columns in each; tabs with none are left out. */
export function mobileOddsTabs(columns: OddsColumn[]) {
  return MOBILE_ODDS_TABS.map((tab) => ({
    key: tab.key,
    label: tab.label,
    columns: columns.filter((c) => (tab.codes as readonly string[]).includes(c.code)),
  })).filter((tab) => tab.columns.length > 0);
}
