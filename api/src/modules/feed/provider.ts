import type { Queryable } from '../../db/client';

/** A runner's new prices, as pushed to clients (`odds` event). */
export interface OddsChange {
  event_id: number;
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
}
/** A race's new status (`race` event). */
export interface RaceChange {
  meeting_id: number;
  event_id: number;
  race_status: string;
  jumps_in_sec: number;
  result_string: string | null;
}
/** A match's new status (`match` event). */
export interface MatchChange {
  event_id: number;
  match_status: string;
  result_string: string | null;
}
export interface FeedChanges {
  odds: OddsChange[];
  races: RaceChange[];
  matches: MatchChange[];
}

/**
 * What a racing and sports data provider does for the API: keep the feed tables (racing_meetings, racing_races,
 * racing_runners, sports_matches) current as of `now`, inside the caller's transaction, and say what changed.
 * The simulator implements it; a real provider would map its messages onto the same tables.
 */
export interface FeedProvider {
  sync(q: Queryable, now: number): Promise<FeedChanges>;
}

export const noChanges = (): FeedChanges => ({ odds: [], races: [], matches: [] });
