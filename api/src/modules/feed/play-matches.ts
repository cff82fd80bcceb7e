import type { Queryable } from '../../db/client';
import { rngFor } from '../../lib/rng';
import { sports } from '../sports/catalog';
import type { FeedChanges } from './provider';
import { playMatch } from '../sports/markets';
import { MATCH_LENGTH_MS } from './timeline';

/** What decides how a match ends: the feed's seed, and the scores forced on it. */
interface MatchFates {
  seed: string;
  forcedScores: ReadonlyMap<number, { score_a: number; score_b: number }>;
}

/** Closes the matches under way and ends those played out, with their (played or forced) scores. */
export async function playMatches(q: Queryable, now: number, changes: FeedChanges, { seed, forcedScores }: MatchFates) {
  const { rows } = await q.query<{
    event_id: number;
    sport_code: string;
    team_a: string;
    team_b: string;
    start: Date;
    match_status: string;
    strength: number;
  }>(
    `SELECT event_id, sport_code, team_a, team_b, match_starting_date AS start, match_status,
            strength
     FROM sports_matches WHERE match_status IN ('Open', 'Closed') AND match_starting_date <= to_timestamp($1::float8 / 1000)`,
    [now],
  );
  const updates = rows
    .map((m) => {
      const start = new Date(m.start).getTime();
      if (now < start + MATCH_LENGTH_MS)
        return {
          event_id: m.event_id,
          match_status: 'Closed' as const,
          score_a: null,
          score_b: null,
          result_string: null,
        };
      const sport = sports.find((s) => s.code === m.sport_code)!;
      const forced = forcedScores.get(m.event_id);
      const score = forced
        ? { ...forced, result_string: `${m.team_a} ${forced.score_a} - ${forced.score_b} ${m.team_b}` }
        : playMatch(sport, m.team_a, m.team_b, m.strength, rngFor(seed, 'match', m.event_id));
      return { event_id: m.event_id, match_status: 'Final' as const, ...score };
    })
    .filter((u, i) => u.match_status !== rows[i].match_status);
  if (!updates.length) return;
  await q.query(
    `UPDATE sports_matches m SET match_status = x.match_status, score_a = x.score_a, score_b = x.score_b, result_string = x.result_string
     FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, match_status text, score_a int, score_b int, result_string text)
     WHERE m.event_id = x.event_id`,
    [JSON.stringify(updates)],
  );
  changes.matches.push(
    ...updates.map((u) => ({ event_id: u.event_id, match_status: u.match_status, result_string: u.result_string })),
  );
}
