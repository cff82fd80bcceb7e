import type { PriceMoves } from '../../lib/price-moves';
import type { Queryable } from '../../db/client';
import { rngFor } from '../../lib/rng';
import { normalise } from './pricing';
import { noChanges, type FeedChanges, type FeedProvider, type OddsChange } from './provider';
import { loadRunners } from './fields';
import { moveMarkets, writePrices, type MarketState } from './move-prices';
import { playMatches } from './play-matches';
import { runRaces } from './run-races';
import { writeSchedule } from './write-days';

export interface SimulatorOptions {
  seed: string;
  /** Meetings running side by side (8 gives a race every 150 s; tests use fewer to write less). */
  lanes?: number;
  /** Prices drift on races near their jump (default); off for a manual feed, whose prices move only when set. */
  drift?: boolean;
  /** How often a runner's fixed price moves (DEFAULT_PRICE_MOVES unless the API config says). */
  priceMoves?: PriceMoves;
}

/** The feed simulator: a rolling schedule from yesterday to two days ahead, prices that drift, races that run. */
export class FeedSimulator implements FeedProvider {
  private readonly written = new Set<string>();
  private readonly forcedResults = new Map<number, number[]>();
  private readonly forcedScores = new Map<number, { score_a: number; score_b: number }>();
  private readonly market: MarketState;

  constructor(private readonly options: SimulatorOptions) {
    this.market = { rng: rngFor(options.seed, 'drift', process.pid), lastMoveAt: null, priceMoves: options.priceMoves };
  }

  async sync(q: Queryable, now: number): Promise<FeedChanges> {
    const changes = noChanges();
    const { seed, lanes } = this.options;
    await writeSchedule(q, now, { seed, lanes, written: this.written });
    await runRaces(q, now, changes, { seed, forcedResults: this.forcedResults });
    if (this.options.drift !== false) await moveMarkets(q, now, changes, this.market);
    await playMatches(q, now, changes, { seed, forcedScores: this.forcedScores });
    return changes;
  }

  /**
   * Makes the race run and finish in this order of saddle numbers, even one the schedule meant to abandon (tests use
   * it; a real provider's result message would).
   */
  forceResult(eventId: number, saddles: number[]): void {
    this.forcedResults.set(eventId, saddles);
  }

  /** The match will end with this score instead of a played one (a test's or a demo's controlled result). */
  forceScore(eventId: number, score: { score_a: number; score_b: number }): void {
    this.forcedScores.set(eventId, score);
  }

  /** Scratches a runner: its chance goes to the rest of the field and every price is recalculated. */
  async scratch(q: Queryable, eventId: number, saddle: number): Promise<OddsChange> {
    const runners = await loadRunners(q, [eventId]);
    for (const r of runners) if (r.saddle_number === saddle) [r.is_eliminated, r.win_prob] = [true, 0];
    return (await writePrices(q, runners, (probs) => ({ probs: normalise(probs) })))[0];
  }
}
