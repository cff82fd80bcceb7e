import { EXOTIC_POSITIONS } from '@wagering/shared/constants';
import type { LegSelections, Selection } from './types';

type Pool = keyof typeof EXOTIC_POSITIONS;

/** The pool an exotic special type bets into: BoxTrifecta is a Trifecta with any order of the picked runners. */
const poolOf = (specialType: string): Pool | undefined => {
  const pool = specialType.replace(/^Box/, '');
  return pool in EXOTIC_POSITIONS ? (pool as Pool) : undefined;
};

/** Exotic selections as runner groups: one group per position, or one group for a boxed bet or a quinella. */
const groupsOf = (selections: LegSelections): Selection[][] =>
  selections.every((s) => !Array.isArray(s))
    ? [selections as Selection[]]
    : selections.map((s) => (Array.isArray(s) ? s : [s]));

/** Ordered picks, one runner from each group, no runner twice. */
function orderedPicks(groups: Selection[][]): number {
  const walk = (i: number, used: Selection[]): number =>
    i === groups.length
      ? 1
      : groups[i].reduce<number>((n, r) => (used.includes(r) ? n : n + walk(i + 1, [...used, r])), 0);
  return walk(0, []);
}

/**
 * How many combinations an exotic covers (SPEC exotic positions: quinella 2, exacta 2, trifecta 3, first-four 4,
 * quadrella 4). A quinella or a boxed bet takes one group of runners in any order; the others take one group per
 * position (per race for a quadrella). 0 when the picks do not make a full bet.
 */
export function exoticCombinations(specialType: string | null | undefined, selections: LegSelections): number {
  const pool = poolOf(specialType ?? '');
  if (!pool) return 0;
  const positions = EXOTIC_POSITIONS[pool];
  const groups = groupsOf(selections);
  if (pool === 'Quadrella') return groups.length === positions ? groups.reduce((n, g) => n * g.length, 1) : 0;
  if (pool === 'Quinella' || specialType!.startsWith('Box')) {
    const runners = new Set(groups.flat()).size;
    if (runners < positions) return 0;
    let ordered = 1;
    for (let i = 0; i < positions; i += 1) ordered *= runners - i;
    // A quinella pays either order, so each pair counts once.
    return pool === 'Quinella' ? ordered / 2 : ordered;
  }
  return groups.length === positions ? orderedPicks(groups) : 0;
}
