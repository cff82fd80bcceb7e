import type { Queryable } from '../../db/client';
import type { MatchEvent, OddsEvent, RaceEvent } from '../push/schemas';

/** A race's new prices, as pushed to clients (`odds` event). */
export type OddsChange = Pick<OddsEvent, 'event_id' | 'runners'>;
/** A race's new status (`race` event). */
export type RaceChange = Omit<RaceEvent, 'race_id'>;
/** A match's new status (`match` event). */
type MatchChange = MatchEvent;
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
