/**
 * A result list of 5 or more positions shortened to the first, up to two distinct middle values and the last;
 * shorter lists are returned as they are.
 */
export function shortenResults<T>(positions: readonly T[]): T[] {
  if (positions.length < 5) return [...positions];
  const middle = [...new Set(positions.slice(1, -1))].slice(0, 2);
  return [positions[0], ...middle, positions[positions.length - 1]];
}

/** Removes repeated items, keeping the first of each key (the item itself by default). Throws for a non-array. */
export function dedupe<T>(data: readonly T[], keyOf: (item: T) => unknown = (item) => item): T[] {
  if (!Array.isArray(data)) throw new Error('Data should be an array');
  const seen = new Set<unknown>();
  return data.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type PagerItem = number | 'ellipsis';

/**
 * The pager's page list. All pages show when there are at most `blocks` + 2; otherwise the first, the last,
 * the current page with its neighbours (a run of `blocks` pages) and an ellipsis for each gap.
 */
export function pagerItems(current: number, totalPages: number, blocks = 3): PagerItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const all = Array.from({ length: total }, (_, i) => i + 1);
  if (total <= blocks + 2) return all;
  const page = clampPage(current, total);
  let start = Math.max(2, page - Math.floor((blocks - 1) / 2));
  const end = Math.min(total - 1, start + blocks - 1);
  start = Math.max(2, end - blocks + 1);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('ellipsis');
  items.push(total);
  return items;
}

/** The pager ignores page numbers below 1 or above the last page: it keeps them in range. */
const clampPage = (page: number, totalPages: number) =>
  Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));

/** Whether a page change should happen at all (the pager ignores out-of-range page numbers). */
export const isPageInRange = (page: number, totalPages: number) => page >= 1 && page <= totalPages;
