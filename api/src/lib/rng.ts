/**
 * A small seeded PRNG (mulberry32): the same seed gives the same numbers on every process, so the simulated feed,
 * a runner's form and a same-game multi's price agree wherever they are worked out.
 */
export type Rng = () => number;

export function hashSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function rngFor(...parts: (string | number)[]): Rng {
  return rngOfSeed(hashSeed(...parts));
}

/**
 * The generator of a hashed key and a number under it (a runner's identity and a day): the key is hashed once, and
 * each number mixed in (murmur3's finaliser), for the many draws of one identity without hashing its text each time.
 */
export function rngUnder(key: number, n: number): Rng {
  let h = (key ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return rngOfSeed((h ^ (h >>> 16)) >>> 0);
}

function rngOfSeed(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** The list in a seeded random order (Fisher–Yates); the list itself is left as it was. */
export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
