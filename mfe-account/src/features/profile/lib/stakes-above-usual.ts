import { cents, type Cents } from '@wagering/shared/format';

/** How many times the usual month's stakes this month must pass before the note shows. */
const ABOVE_USUAL_FACTOR = 1.5;
/** Whole months of history (before this one) needed before "usual" means anything. */
const MIN_HISTORY_MONTHS = 3;
/** This month must also be at least this much above the usual (cents), so small sums never raise a note. */
const MIN_GAP_CENTS = cents(2000);

type Month = { deposits_cents: Cents; stakes_cents: Cents };

const median = (values: Cents[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : cents(Math.round((sorted[mid - 1]! + sorted[mid]!) / 2));
};

/**
 * The punter's usual monthly stakes (cents) when this month's (the last of `months`, oldest first) are well above
 * it, else null. Usual is the median of the previous months counted from the first month with a deposit or a stake
 * (quiet months after that count as zero); it needs at least three of them. Well above is more than 1.5 times the
 * usual and at least $20 more.
 */
export function stakesAboveUsual(months: Month[]): Cents | null {
  const current = months.at(-1);
  const first = months.findIndex((m) => m.deposits_cents > 0 || m.stakes_cents > 0);
  if (!current || first < 0) return null;
  const history = months.slice(first, -1).map((m) => m.stakes_cents);
  if (history.length < MIN_HISTORY_MONTHS) return null;
  const usual = median(history);
  const well = current.stakes_cents > usual * ABOVE_USUAL_FACTOR && current.stakes_cents - usual >= MIN_GAP_CENTS;
  return well ? usual : null;
}
