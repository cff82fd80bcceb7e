import type { ApiResponse } from '@wagering/shared/api';

/** A runner's price fluctuations as /racing/flucs/{event_id} answers them. */
export type RunnerFlucs = ApiResponse<'/racing/flucs/{event_id}'>['data']['runners'][number];

/**
 * The flucs as they stand with the runner's live fixed win price: a price pushed after the flucs were fetched is
 * the newest point, and may be a new high or low, until the flucs asked for again on that push arrive. The API
 * keeps 12 prices; so does this.
 */
export function withLivePrice(flucs: RunnerFlucs, price: number | undefined): RunnerFlucs {
  if (price === undefined || price === flucs.current) return flucs;
  return {
    ...flucs,
    high: Math.max(flucs.high, price),
    low: Math.min(flucs.low, price),
    current: price,
    history: [...flucs.history, price].slice(-12),
  };
}

/** The figures in words, for the chart's button (screen readers) and the panel. */
export const flucsText = (f: RunnerFlucs) =>
  `opened ${f.open.toFixed(2)}, high ${f.high.toFixed(2)}, low ${f.low.toFixed(2)}, now ${f.current.toFixed(2)}`;
