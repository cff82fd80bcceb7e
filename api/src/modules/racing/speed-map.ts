/**
 * The speed map: where each runner still in the race is expected to settle, from its early speed (its form: where it
 * settled in its past starts) and its draw. One runner leads; about the next third race on the pace; the rest split
 * between midfield and the back.
 */
/** Where a runner settles in the run: SPEC is silent; these are the speed map's words on the big apps. */
export const SETTLINGS = ['Leader', 'On pace', 'Midfield', 'Back'] as const;
export type Settling = (typeof SETTLINGS)[number];

export interface SpeedMapRunner {
  saddle_number: number;
  barrier: number;
  is_eliminated: boolean;
  /** 0–1, from the feed's form; null when the feed gave none. */
  early_speed: number | null;
}

/** A wide draw costs a little early speed (each gate out 1.5 %): it has further to cross to the rail. */
const DRAW_COST = 0.015;

/** Each runner's expected settling position by saddle number; scratched runners and runners with no form have none. */
export function speedMap(runners: readonly SpeedMapRunner[]): Map<number, Settling> {
  const ranked = runners
    .filter((r) => !r.is_eliminated && r.early_speed !== null)
    .map((r) => ({ saddle: r.saddle_number, speed: r.early_speed! - (r.barrier - 1) * DRAW_COST }))
    .sort((a, b) => b.speed - a.speed || a.saddle - b.saddle);
  const n = ranked.length;
  const onPace = Math.max(1, Math.round(n * 0.35));
  const midfield = Math.round(n * 0.7);
  return new Map(
    ranked.map((r, i) => [
      r.saddle,
      i === 0 ? 'Leader' : i <= onPace ? 'On pace' : i <= midfield ? 'Midfield' : 'Back',
    ]),
  );
}
