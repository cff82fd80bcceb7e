import type { Queryable } from '../../db/client';

/** A runner as the simulator moves and runs it: its chance and its quotes. */
export interface RunnerState {
  event_id: number;
  saddle_number: number;
  win_prob: number;
  is_eliminated: boolean;
  odds: Record<string, number>;
  srm_odds: { dividend_code: string; value: number }[];
  approximate_odds: number | null;
}

export async function loadRunners(q: Queryable, eventIds: number[]): Promise<RunnerState[]> {
  if (!eventIds.length) return [];
  const { rows } = await q.query<RunnerState>(
    'SELECT event_id, saddle_number, win_prob, is_eliminated, odds, srm_odds, approximate_odds FROM racing_runners WHERE event_id = ANY($1::int[]) ORDER BY event_id, saddle_number',
    [eventIds],
  );
  return rows;
}
