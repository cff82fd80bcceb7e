/**
 * Same-game multi selections that can win together: legs from the head to head, line, margin and total markets of
 * one match, each a condition on the final scores. Legs that no final score satisfies together (Team A head to head
 * with Team B -10.5 on the line) are refused rather than priced (docs/SPEC-CHOICES.md "Rules of combination").
 * Framework-free: the match page's builder and the API both ask it.
 */

/** The match's lines the legs are read against (as the match answer carries them). */
export interface SameGameLines {
  /** Team A's handicap: A covers when its score plus this beats B's. */
  team_a_line: number | null;
  /** Margin band one is 1 to this; band two beyond it. */
  margin_one_high_value: number | null;
  /** The total points line. */
  total_over: number | null;
}

/** The markets a same-game multi takes its legs from (every sports bet type of a scored match). */
export const SAME_GAME_MULTI_BET_TYPES = [
  'AWin',
  'BWin',
  'Draw',
  'ALine',
  'BLine',
  'AMgn1',
  'AMgn2',
  'BMgn1',
  'BMgn2',
  'TotalOver',
  'TotalUnder',
] as const;
const SAME_GAME_MULTI_MIN_LEGS = 2;
const SAME_GAME_MULTI_MAX_LEGS = 6;

/** Leg-level refusal codes, next to the combination codes 360–365 (recorded in docs/SPEC-CHOICES.md). */
export const SameGameMultiRefusal = {
  cannotWinTogether: {
    code: 366,
    message: 'These selections cannot all win in one match, so they cannot be combined in a same game multi',
  },
  badLegs: {
    code: 367,
    message: `A same game multi needs ${SAME_GAME_MULTI_MIN_LEGS} to ${SAME_GAME_MULTI_MAX_LEGS} different selections of one match`,
  },
} as const;
export type SameGameMultiRefusalCode = (typeof SameGameMultiRefusal)[keyof typeof SameGameMultiRefusal];

/** Selections as the slip and the API send them: bet types joined by commas ("AWin,TotalOver"). */
export const sameGameMultiSelections = (betTypes: readonly string[]) => betTypes.join(',');
export const parseSameGameMultiSelections = (selections: string) =>
  selections
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Inclusive whole-number bounds on team A's winning margin (diff) and the match's total points. */
interface ScoreRegion {
  diff: [number, number];
  total: [number, number];
}
const ANY: [number, number] = [-Infinity, Infinity];

/** The smallest whole number strictly above x, and the largest strictly below (a score on a whole line pushes). */
const above = (x: number) => Math.floor(x) + 1;
const below = (x: number) => Math.ceil(x) - 1;

/** The scores on which one leg wins, or null when the match has no such market. */
function legRegion(betType: string, lines: SameGameLines): ScoreRegion | null {
  const { team_a_line: line, margin_one_high_value: high, total_over: total } = lines;
  const diff = (d: [number, number]) => ({ diff: d, total: ANY });
  switch (betType) {
    case 'AWin':
      return diff([1, Infinity]);
    case 'BWin':
      return diff([-Infinity, -1]);
    case 'Draw':
      return diff([0, 0]);
    case 'ALine':
      return line === null ? null : diff([above(-line), Infinity]);
    case 'BLine':
      return line === null ? null : diff([-Infinity, below(-line)]);
    case 'AMgn1':
      return high === null ? null : diff([1, high]);
    case 'AMgn2':
      return high === null ? null : diff([high + 1, Infinity]);
    case 'BMgn1':
      return high === null ? null : diff([-high, -1]);
    case 'BMgn2':
      return high === null ? null : diff([-Infinity, -high - 1]);
    case 'TotalOver':
      return total === null ? null : { diff: ANY, total: [above(total), Infinity] };
    case 'TotalUnder':
      return total === null ? null : { diff: ANY, total: [0, below(total)] };
    default:
      return null;
  }
}

const clamp = (x: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, x));

/**
 * Whether some final score (both teams' points whole and not negative) lies in the region. A margin d and a total t
 * come from scores when t ≥ |d| and t − d is even; a larger |d| only asks more of t, so the margins nearest 0 of
 * each parity are the only ones worth trying.
 */
function reachable({ diff, total }: ScoreRegion): boolean {
  if (diff[0] > diff[1]) return false;
  const nearest = clamp(0, diff);
  const tries = [nearest, nearest - 1, nearest + 1].filter((d) => d >= diff[0] && d <= diff[1]);
  return tries.some((d) => {
    let t = Math.max(total[0], Math.abs(d), 0);
    if ((t - d) % 2 !== 0) t += 1;
    return t <= total[1];
  });
}

/** Why these legs cannot make one same-game multi on a match with these lines, or null when they can. */
export function sameGameMultiRefusal(
  betTypes: readonly string[],
  lines: SameGameLines,
): SameGameMultiRefusalCode | null {
  const count = betTypes.length;
  if (count < SAME_GAME_MULTI_MIN_LEGS || count > SAME_GAME_MULTI_MAX_LEGS || new Set(betTypes).size !== count)
    return SameGameMultiRefusal.badLegs;
  const regions = betTypes.map((b) => legRegion(b, lines));
  if (regions.some((r) => r === null)) return SameGameMultiRefusal.badLegs;
  const joint = (regions as ScoreRegion[]).reduce(
    (a, r): ScoreRegion => ({
      diff: [Math.max(a.diff[0], r.diff[0]), Math.min(a.diff[1], r.diff[1])],
      total: [Math.max(a.total[0], r.total[0]), Math.min(a.total[1], r.total[1])],
    }),
    { diff: ANY, total: ANY },
  );
  return reachable(joint) ? null : SameGameMultiRefusal.cannotWinTogether;
}
