import type { Competition, Match } from '../types';

/** A `match` event of the live stream: the match's id and whatever changed (status, result, scores, prices). */
type MatchUpdate = Omit<Partial<Match>, 'event_id'> & { event_id: number | string; kind?: string };

const isMatch = (value: unknown): value is Match =>
  typeof value === 'object' && value !== null && 'event_id' in value && 'submarkets' in value;
const isCompetition = (value: unknown): value is Competition =>
  typeof value === 'object' && value !== null && 'matches' in value && Array.isArray((value as Competition).matches);

function mergeMatch(match: Match, update: MatchUpdate): Match {
  if (Number(match.event_id) !== Number(update.event_id)) return match;
  const { kind: _kind, event_id: _id, ...changes } = update;
  return { ...match, ...changes };
}

/**
 * Applies a live match change to any sports query's cached data (one match, a list of matches, a competition or a
 * list of competitions); anything else, or data without that match, comes back as it was (same reference, so
 * react-query does not re-render for nothing).
 */
export function applyMatchUpdate<T>(data: T, update: MatchUpdate): T {
  if (isMatch(data)) return mergeMatch(data, update) as T;
  if (isCompetition(data)) {
    const matches = applyMatchUpdate(data.matches, update);
    return (matches === data.matches ? data : { ...data, matches }) as T;
  }
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const merged = applyMatchUpdate(item, update);
      if (merged !== item) changed = true;
      return merged;
    });
    return (changed ? next : data) as T;
  }
  return data;
}
