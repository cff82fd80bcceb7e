import { DEFAULT_PRICE_MOVES, type PriceMoves } from '../../lib/price-moves';
import type { Queryable } from '../../db/client';
import type { Rng } from '../../lib/rng';
import { LATE_MARKET_MS, moveRunners, priceRace } from './pricing';
import type { FeedChanges, OddsChange } from './provider';
import { loadRunners, type RunnerState } from './fields';
import { groupBy } from './group-by';

/** Prices move on the races jumping within this window. */
const DRIFT_WINDOW_MS = 30 * 60_000;
/** A longer gap between ticks (a stalled process) counts as this much: a market does not jump on a restart. */
const MAX_MOVE_STRETCH_SEC = 10;

/** A race's new chances, and which runners are requoted at them (all when not given). */
interface Requote {
  probs: number[];
  moved?: boolean[];
}

const liveChances = (field: RunnerState[]) => field.map((r) => (r.is_eliminated ? 0 : r.win_prob));

/** What the price moves keep between ticks. */
export interface MarketState {
  readonly rng: Rng;
  /** When the market last moved: a runner's chance to move grows with the time since. */
  lastMoveAt: number | null;
  /** How often a runner's fixed price moves (DEFAULT_PRICE_MOVES unless the API config says). */
  readonly priceMoves?: PriceMoves;
}

/**
 * Moves the open races jumping within the window, runner by runner, on the cadence of `priceMoves` (faster in the
 * last five minutes). Only races where a runner moved are written and pushed.
 */
export async function moveMarkets(q: Queryable, now: number, changes: FeedChanges, market: MarketState) {
  const stretchSec = Math.min(MAX_MOVE_STRETCH_SEC, Math.max(0, (now - (market.lastMoveAt ?? now - 1000)) / 1000));
  market.lastMoveAt = now;
  const { rows } = await q.query<{ event_id: number; start: Date }>(
    `SELECT event_id, start_time AS start FROM racing_races WHERE race_status = 'Open'
     AND start_time > to_timestamp($1::float8 / 1000) AND start_time <= to_timestamp($2::float8 / 1000)`,
    [now, now + DRIFT_WINDOW_MS],
  );
  if (!rows.length || stretchSec === 0) return;
  const { meanSec, lateMeanSec } = market.priceMoves ?? DEFAULT_PRICE_MOVES;
  const chanceOf = new Map(
    rows.map((r) => [
      r.event_id,
      stretchSec / (new Date(r.start).getTime() - now <= LATE_MARKET_MS ? lateMeanSec : meanSec),
    ]),
  );
  const runners = await loadRunners(q, [...chanceOf.keys()]);
  const planned = new Map<number, Requote>();
  for (const [eventId, field] of groupBy(runners, (r) => r.event_id)) {
    const next = moveRunners(liveChances(field), market.rng, chanceOf.get(eventId) ?? 0);
    if (next.moved.some(Boolean)) planned.set(eventId, next);
  }
  if (!planned.size) return;
  const moving = runners.filter((r) => planned.has(r.event_id));
  changes.odds.push(...(await writePrices(q, moving, (_, eventId) => planned.get(eventId)!)));
}

/**
 * Recomputes the prices of the given races from their (moved) chances and writes them in one statement. A runner
 * the move did not requote keeps its quotes (its chance is still renormalised with the field's).
 */
export async function writePrices(
  q: Queryable,
  runners: RunnerState[],
  move: (probs: number[], eventId: number) => Requote,
): Promise<OddsChange[]> {
  const rows: object[] = [];
  const out: OddsChange[] = [];
  for (const [eventId, field] of groupBy(runners, (r) => r.event_id)) {
    const { probs, moved } = move(liveChances(field), eventId);
    const prices = priceRace(
      probs,
      field.map((r) => r.odds?.TF ?? null),
    );
    const change: OddsChange = { event_id: eventId, runners: [] };
    field.forEach((r, i) => {
      const p = moved && !moved[i] && !r.is_eliminated ? quotesOf(r) : prices[i];
      rows.push({
        event_id: eventId,
        saddle_number: r.saddle_number,
        win_prob: probs[i],
        is_eliminated: r.is_eliminated,
        odds: p?.odds ?? {},
        srm_odds: p?.srm_odds ?? [],
        approximate_odds: p?.approximate_odds ?? null,
      });
      change.runners.push({ saddle_number: r.saddle_number, is_eliminated: r.is_eliminated, odds: p?.odds ?? {} });
    });
    out.push(change);
  }
  await q.query(
    `UPDATE racing_runners r SET win_prob = x.win_prob, is_eliminated = x.is_eliminated, odds = x.odds, srm_odds = x.srm_odds, approximate_odds = x.approximate_odds
     FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, saddle_number int, win_prob float8, is_eliminated boolean, odds jsonb, srm_odds jsonb, approximate_odds numeric)
     WHERE r.event_id = x.event_id AND r.saddle_number = x.saddle_number`,
    [JSON.stringify(rows)],
  );
  return out;
}

/** A runner's quotes as they stand. */
const quotesOf = (r: RunnerState) => ({
  odds: r.odds,
  srm_odds: r.srm_odds,
  approximate_odds: r.approximate_odds,
});
