/**
 * Same-game multi pricing: the legs of one match are correlated (a big win for Team A also covers its line and its
 * second margin band), so the price is never the product of the legs' prices. The match is played many times with
 * the simulator's own model (playMatch, from the match's sport and Team A's strength); the chance is the share of
 * those finals on which every leg wins, and the price carries the bookmaker's margin. Deterministic given the match:
 * the server's quote and its acceptance of the bet always agree. Pure: no database.
 */
import {
  parseSameGameMultiSelections,
  SameGameMultiRefusal,
  sameGameMultiRefusal,
  type SameGameLines,
  type SameGameMultiRefusalCode,
} from '@wagering/contract/wagering';
import { ladder } from '../../lib/price-ladder';
import { rngFor } from '../../lib/rng';
import type { SportDef } from './catalog';
import { playMatch, sportLegWins } from './markets';

/** Finals played per match: enough that a rare leg still moves the price by its own chance. */
export const SAME_GAME_SAMPLES = 4000;
/** The bookmaker's margin on a same-game multi (a single carries 6 %; a correlated bet prices less surely). */
const SAME_GAME_MARGIN = 1.1;

export interface FinalScore {
  score_a: number;
  score_b: number;
}

/**
 * The match played SAME_GAME_SAMPLES times. Its own random stream, never the simulator's ('match' with the feed's
 * seed): the price must not peek at the result the feed will play.
 */
export function sampleFinals(sport: SportDef, strength: number, eventId: number): FinalScore[] {
  const rng = rngFor('same-game-multi', eventId);
  return Array.from({ length: SAME_GAME_SAMPLES }, () => {
    const { score_a, score_b } = playMatch(sport, 'A', 'B', strength, rng);
    return { score_a, score_b };
  });
}

/**
 * The chance every leg wins: the share of finals on which all do, with one win and one loss added (Laplace's rule),
 * so a possible but unseen combination is priced long rather than free, and the chance stays inside (0, 1).
 * Adding a leg can only drop finals, so it never raises the chance.
 */
export function sameGameChance(finals: readonly FinalScore[], betTypes: readonly string[], lines: SameGameLines) {
  // One result object, its scores overwritten per final: a fresh object per final made a quote 20 times slower.
  const { team_a_line, margin_one_high_value, total_over } = lines;
  const final = { score_a: 0, score_b: 0, team_a_line, margin_one_high_value, total_over };
  let wins = 0;
  for (const f of finals) {
    [final.score_a, final.score_b] = [f.score_a, f.score_b];
    if (betTypes.every((b) => sportLegWins(b, final) === true)) wins++;
  }
  return (wins + 1) / (finals.length + 2);
}

/** The price of a chance with the margin, on the price ladder (a 97 % chance is the shortest, as for singles). */
const sameGamePrice = (chance: number) => ladder(1 / (Math.min(0.97, chance) * SAME_GAME_MARGIN));

export type SameGameQuote = { dividend: number; chance: number } | { refusal: SameGameMultiRefusalCode };

/**
 * A same-game multi's price on this match, or why its legs cannot be one (codes 366, 367): every leg must be a
 * selection the match offers (`offered`: its bet types; football alone offers a draw).
 */
export function quoteSameGameMulti(
  match: SameGameLines & { event_id: number },
  model: { sport: SportDef; strength: number },
  offered: readonly string[],
  selections: string,
): SameGameQuote {
  const betTypes = parseSameGameMultiSelections(selections);
  if (betTypes.some((b) => !offered.includes(b))) return { refusal: SameGameMultiRefusal.badLegs };
  const refusal = sameGameMultiRefusal(betTypes, match);
  if (refusal) return { refusal };
  const chance = sameGameChance(sampleFinals(model.sport, model.strength, match.event_id), betTypes, match);
  return { dividend: sameGamePrice(chance), chance };
}
