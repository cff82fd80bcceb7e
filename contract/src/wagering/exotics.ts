/**
 * Exotics (SPEC section 5): the pool each special type pays from, the placings it covers, and the combinations its
 * picks make. One table and one count, for the slip (as the punter picks) and the API (as it checks and settles).
 */

/** How many placings each exotic pool covers: quinella 2, exacta 2, trifecta 3, first-four 4, quadrella 4 (races). */
const EXOTIC_POSITIONS = { Quinella: 2, Exacta: 2, Trifecta: 3, FirstFour: 4, Quadrella: 4 } as const;
type ExoticPool = keyof typeof EXOTIC_POSITIONS;

export interface Exotic {
  pool: ExoticPool;
  positions: number;
  /** One group of runners in any order (a boxed bet, and a quinella, which pays either order). */
  boxed: boolean;
}

const isPool = (name: string): name is ExoticPool => Object.hasOwn(EXOTIC_POSITIONS, name);

/** An exotic special type ("Trifecta", "BoxTrifecta", ...) as its pool and placings; undefined for any other type. */
export function exoticOf(specialType: string | null | undefined): Exotic | undefined {
  const name = specialType ?? '';
  const box = name.startsWith('Box');
  const pool = box ? name.slice('Box'.length) : name;
  // A quadrella picks one group per race: there is no boxed quadrella.
  if (!isPool(pool) || (box && pool === 'Quadrella')) return undefined;
  return { pool, positions: EXOTIC_POSITIONS[pool], boxed: box || pool === 'Quinella' };
}

/** Ordered picks, one runner from each group, no runner twice. */
function orderedPicks(groups: readonly (readonly unknown[])[]): number {
  const walk = (i: number, used: unknown[]): number =>
    i === groups.length
      ? 1
      : groups[i].reduce<number>((n, r) => (used.includes(r) ? n : n + walk(i + 1, [...used, r])), 0);
  return walk(0, []);
}

/**
 * How many combinations an exotic's picks cover, counted without listing them. A boxed bet or a quinella takes its
 * runners in any order (a quinella's pairs once each); the others one group per position (per race for a
 * quadrella). 0 when the picks do not make a full bet.
 */
export function exoticCombinationCount(
  specialType: string | null | undefined,
  groups: readonly (readonly unknown[])[],
) {
  const exotic = exoticOf(specialType);
  if (!exotic) return 0;
  const { pool, positions, boxed } = exotic;
  if (pool === 'Quadrella') return groups.length === positions ? groups.reduce((n, g) => n * g.length, 1) : 0;
  if (!boxed) return groups.length === positions ? orderedPicks(groups) : 0;
  const runners = new Set(groups.flat()).size;
  if (runners < positions) return 0;
  let ordered = 1;
  for (let i = 0; i < positions; i += 1) ordered *= runners - i;
  return pool === 'Quinella' ? ordered / 2 : ordered;
}

function cartesian(groups: readonly (readonly number[])[], distinct: boolean): number[][] {
  let out: number[][] = [[]];
  for (const g of groups) {
    out = out.flatMap((prefix) => g.filter((n) => !distinct || !prefix.includes(n)).map((n) => [...prefix, n]));
  }
  return out;
}

/**
 * Every combination an exotic covers, for settling it: ordered tuples (unordered pairs for quinellas), no runner
 * twice; a quadrella's one runner per race. The groups are the checked selections (a boxed bet's one group).
 */
export function exoticCombinations(specialType: string, groups: readonly (readonly number[])[]): number[][] {
  const exotic = exoticOf(specialType);
  if (!exotic) return [];
  if (exotic.pool === 'Quadrella') return cartesian(groups, false);
  if (!exotic.boxed) return cartesian(groups, true);
  const perms = cartesian(
    Array.from({ length: exotic.positions }, () => groups[0]),
    true,
  );
  return exotic.pool === 'Quinella' ? perms.filter(([a, b]) => a < b) : perms;
}
