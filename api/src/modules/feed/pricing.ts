/**
 * Pure pricing: from per-runner win probabilities to fixed odds (with the bookmaker's overround), approximate tote
 * prices, same-race-multi prices and, once a race is run, its tote dividends. Probabilities of finishing in the top k
 * follow the Harville model (each place is a win among the runners left).
 */
import type { Rng } from '../../lib/rng';
import { ladder } from '../../lib/price-ladder';
import { placesFor, type Dividend } from '../racing/pricing';

/** Bookmaker margins: 115 % on the win market, 118 % on place and same-race-multi, tote takeouts of 15–22 %. */
const OVERROUND_WIN = 1.15;
const OVERROUND_PLACE = 1.18;
const TOTE_TAKE = {
  win: 0.85,
  place: 0.85,
  quinella: 0.82,
  exacta: 0.8,
  trifecta: 0.79,
  firstFour: 0.78,
  quadrella: 0.76,
};

/** top[i][j] = probability runner i finishes in the first j+1 places, for j < k (Harville). */
export function topKProbabilities(probs: number[], k: number): number[][] {
  const n = probs.length;
  const top = probs.map(() => new Array<number>(k).fill(0));
  const used = new Array<boolean>(n).fill(false);
  const walk = (depth: number, pathProb: number, remaining: number) => {
    if (depth === k || remaining <= 1e-12) return;
    for (let i = 0; i < n; i++) {
      if (used[i] || probs[i] <= 0) continue;
      const p = (pathProb * probs[i]) / remaining;
      for (let j = depth; j < k; j++) top[i][j] += p;
      used[i] = true;
      walk(depth + 1, p, remaining - probs[i]);
      used[i] = false;
    }
  };
  walk(
    0,
    1,
    probs.reduce((a, b) => a + b, 0),
  );
  return top;
}

/** Probability that the runners finish in exactly this order in the first places (Harville). */
function orderedProbability(probs: number[], order: number[]): number {
  let remaining = probs.reduce((a, b) => a + b, 0);
  let p = 1;
  for (const i of order) {
    p *= probs[i] / remaining;
    remaining -= probs[i];
  }
  return p;
}

export interface RunnerPrices {
  odds: Record<string, number>;
  srm_odds: { dividend_code: string; value: number }[];
  approximate_odds: number;
}

/**
 * Prices of every runner of a race. `probs` are win probabilities of the runners still in the race (0 for scratched),
 * `topFluc` the highest fixed win price each has shown so far (the TF product pays it).
 */
export function priceRace(probs: number[], topFluc: (number | null)[]): (RunnerPrices | null)[] {
  const field = probs.filter((p) => p > 0).length;
  const places = placesFor(field);
  const depth = Math.min(4, field);
  const top = topKProbabilities(probs, depth);
  return probs.map((p, i) => {
    if (p <= 0) return null;
    const fwin = ladder(1 / (p * OVERROUND_WIN));
    const odds: Record<string, number> = {
      FWIN: fwin,
      VICWin: tote(TOTE_TAKE.win / p),
      WTX: tote((TOTE_TAKE.win * 0.98) / p),
      TF: Math.max(fwin, topFluc[i] ?? 0),
    };
    if (places > 0) {
      const placeProb = top[i][places - 1];
      odds.FPLC = ladder(1 / Math.min(0.99, placeProb * OVERROUND_PLACE));
      odds.VICPlc = tote(Math.max(1.04, TOTE_TAKE.place / placeProb));
      odds.PTX = tote(Math.max(1.04, (TOTE_TAKE.place * 0.98) / placeProb));
    }
    const srm_odds = [{ dividend_code: 'FWIN', value: fwin }];
    for (let j = 2; j <= depth && j <= 4; j++) {
      srm_odds.push({ dividend_code: `PTOP${j}`, value: ladder(1 / Math.min(0.99, top[i][j - 1] * OVERROUND_PLACE)) });
    }
    return { odds, srm_odds, approximate_odds: Number((1 / p).toFixed(2)) };
  });
}

/** Tote dividends are quoted to 10 cents and never below $1.00. */
const tote = (value: number) => Math.max(1, Math.round(value * 10) / 10);

/** The last minutes before the jump, when the money comes in and prices move faster. */
export const LATE_MARKET_MS = 5 * 60_000;

/**
 * Moves a market as a bookmaker does, one runner at a time: in a stretch of the feed each live runner moves with
 * chance `moveChance` (elapsed seconds over its mean seconds between moves, a Poisson process), its chance shifted
 * by 3 to 12 % either way. The chances are renormalised; `moved` tells which runners' prices are to be requoted
 * (the rest keep their quotes, so a price never flickers for a move that was not its own).
 */
export function moveRunners(probs: number[], rng: Rng, moveChance: number): { probs: number[]; moved: boolean[] } {
  const moved = probs.map((p) => p > 0 && rng() < moveChance);
  const next = probs.map((p, i) => {
    if (!moved[i]) return p;
    const size = 0.03 + rng() * 0.09;
    return p * Math.exp(rng() < 0.5 ? -size : size);
  });
  return { probs: normalise(next), moved };
}

export function normalise(probs: number[]): number[] {
  const total = probs.reduce((a, b) => a + b, 0);
  return probs.map((p) => (total > 0 ? p / total : 0));
}

/** Draws a finishing order (indexes) by the runners' chances. */
export function drawFinish(probs: number[], rng: Rng): number[] {
  const left = probs.map((p, i) => ({ p, i })).filter((r) => r.p > 0);
  const order: number[] = [];
  while (left.length) {
    let x = rng() * left.reduce((a, r) => a + r.p, 0);
    let k = 0;
    while (k < left.length - 1 && x > left[k].p) x -= left[k++].p;
    order.push(left[k].i);
    left.splice(k, 1);
  }
  return order;
}

/**
 * The tote dividends of a run race (per $1 unit). `order` is the finishing order as indexes into `probs`;
 * `saddles` maps an index to its saddle number.
 */
export function raceDividends(probs: number[], order: number[], saddles: number[]): Dividend[] {
  const field = probs.filter((p) => p > 0).length;
  const places = placesFor(field);
  const top = topKProbabilities(probs, Math.max(1, places));
  const s = (idx: number[]) => idx.map((i) => saddles[i]).join('-');
  const [a, b, c, d] = order;
  const out: Dividend[] = [
    { dividend_code: 'WTX', selections: s([a]), value: tote((TOTE_TAKE.win * 0.98) / probs[a]) },
    { dividend_code: 'VICWin', selections: s([a]), value: tote(TOTE_TAKE.win / probs[a]) },
  ];
  for (const i of order.slice(0, places)) {
    out.push({
      dividend_code: 'PTX',
      selections: s([i]),
      value: tote(Math.max(1.04, (TOTE_TAKE.place * 0.98) / top[i][places - 1])),
    });
    out.push({
      dividend_code: 'VICPlc',
      selections: s([i]),
      value: tote(Math.max(1.04, TOTE_TAKE.place / top[i][places - 1])),
    });
  }
  if (b !== undefined) {
    const quin = orderedProbability(probs, [a, b]) + orderedProbability(probs, [b, a]);
    out.push({ dividend_code: 'Quinella', selections: s([a, b]), value: tote(TOTE_TAKE.quinella / quin) });
    out.push({
      dividend_code: 'Exacta',
      selections: s([a, b]),
      value: tote(TOTE_TAKE.exacta / orderedProbability(probs, [a, b])),
    });
  }
  if (c !== undefined) {
    out.push({
      dividend_code: 'Trifecta',
      selections: s([a, b, c]),
      value: tote(TOTE_TAKE.trifecta / orderedProbability(probs, [a, b, c])),
    });
  }
  if (d !== undefined) {
    out.push({
      dividend_code: 'FirstFour',
      selections: s([a, b, c, d]),
      value: tote(TOTE_TAKE.firstFour / orderedProbability(probs, [a, b, c, d])),
    });
  }
  return out;
}

/** The quadrella dividend from the four legs' winners' chances. */
export const quadrellaDividend = (winnerProbs: number[]) =>
  tote(TOTE_TAKE.quadrella / winnerProbs.reduce((a, p) => a * p, 1));
