/**
 * The simulator's horses and greyhounds: a stable of animals per race type and region (Australia and New Zealand, or
 * abroad), each with an identity and a name for life, so a runner met in one race is the same animal in its next
 * start. Names come from a small pool of parts, so namesakes exist, as they do between countries in real racing.
 */
import { runnerName, type RaceType } from './catalog';
import { rngFor, shuffle } from '../../lib/rng';

/** Animals in each stable: more than a day's starts, so none runs twice in a day and each runs every few days. */
export const STABLE_SIZE = 3000;

export interface Animal {
  runner_id: string;
  runner_name: string;
}

const regionOf = (australian: boolean) => (australian ? 'AU' : 'INT');

/** Animal k of a stable: its name is drawn from its identity alone, so it is the same on every day and process. */
export function animal(seed: string, type: RaceType, australian: boolean, k: number): Animal {
  const region = regionOf(australian);
  const rng = rngFor(seed, 'animal', type, region, k);
  return { runner_id: `${type}-${region}-${k + 1}`, runner_name: runnerName(type, (n) => Math.floor(rng() * n)) };
}

/** The next runner for a race of this type and region, on one day. */
export type Dealer = (type: RaceType, australian: boolean) => Animal;

/** Deals a day's runners from each stable in that day's shuffled order: no animal runs twice the same day. */
export function stableDealer(seed: string, day: string): Dealer {
  const decks = new Map<string, { order: number[]; next: number }>();
  return (type, australian) => {
    const key = `${type}-${regionOf(australian)}`;
    let deck = decks.get(key);
    if (!deck) {
      const order = shuffle(
        rngFor(seed, day, 'stable', key),
        Array.from({ length: STABLE_SIZE }, (_, k) => k),
      );
      deck = { order, next: 0 };
      decks.set(key, deck);
    }
    const k = deck.order[deck.next++ % STABLE_SIZE];
    return animal(seed, type, australian, k);
  };
}
