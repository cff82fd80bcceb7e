import type { Queryable } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { competitionIdOf, sports, type SportDef } from './catalog';
import type { Market } from './markets';
import { quoteSameGameMulti } from './same-game-multi';
import type { Match } from './schemas';

interface MatchRow extends Omit<Match, 'event_name' | 'sport_name' | 'comment' | 'submarkets' | 'match_starting_date'> {
  match_starting_date: Date | string;
  markets: Market[];
}

const COLUMNS = `event_id, sport_code, competition_id, competition_name, round_name, team_a, team_b, match_starting_date, match_location,
  is_group_of_event, match_status, team_a_line, margin_one_low_value, margin_one_high_value, total_over, score_a, score_b, result_string, markets`;

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toMatch(row: MatchRow): Match {
  const sport = sports.find((s) => s.code === row.sport_code);
  const submarkets: Match['submarkets'] = [];
  for (const { market_name, ...selection } of row.markets) {
    let group = submarkets.find((g) => g.market_name === market_name);
    if (!group) submarkets.push((group = { market_name, selections: [] }));
    group.selections.push(selection);
  }
  return {
    ...row,
    event_name: `${row.team_a} v ${row.team_b}`,
    sport_name: sport?.name ?? row.sport_code,
    comment: row.is_group_of_event ? `Head to head in the ${row.competition_name}` : '',
    match_starting_date: new Date(row.match_starting_date).toISOString(),
    team_a_line: n(row.team_a_line),
    total_over: n(row.total_over),
    submarkets,
  };
}

async function matches(q: Queryable, where: string, params: unknown[]): Promise<Match[]> {
  const { rows } = await q.query<MatchRow>(`SELECT ${COLUMNS} FROM sports_matches ${where}`, params);
  return rows.map(toMatch);
}

const ts = 'to_timestamp($1::float8 / 1000)';

/** Sports navigation: every sport with its competitions and how many matches are open for betting. */
export async function sportNav(q: Queryable, now: number) {
  const { rows } = await q.query<{ competition_id: number; open: string | number }>(
    `SELECT competition_id, count(*) AS open FROM sports_matches WHERE match_status = 'Open' AND match_starting_date > ${ts} GROUP BY competition_id`,
    [now],
  );
  return sports.map((s, si) => ({
    sport_code: s.code,
    sport_name: s.name,
    competitions: s.competitions.map((c, ci) => {
      const id = competitionIdOf(si, ci);
      return {
        competition_id: id,
        competition_name: c.name,
        match_count: Number(rows.find((r) => r.competition_id === id)?.open ?? 0),
      };
    }),
  }));
}

export async function upcoming(q: Queryable, now: number, count: number, sportCode?: string): Promise<Match[]> {
  return matches(
    q,
    `WHERE match_status = 'Open' AND match_starting_date > ${ts} AND ($2::text IS NULL OR sport_code = upper($2))
     ORDER BY match_starting_date, event_id LIMIT $3`,
    [now, sportCode ?? null, count],
  );
}

export async function match(q: Queryable, eventId: number): Promise<Match> {
  const [m] = await matches(q, 'WHERE event_id = $1', [eventId]);
  if (!m) throw notFound('Match not found');
  return m;
}

export async function matchesByIds(q: Queryable, ids: number[]): Promise<Match[]> {
  return matches(q, 'WHERE event_id = ANY($1::int[]) ORDER BY match_starting_date, event_id', [ids]);
}

function competitionOf(id: number) {
  for (const [si, s] of sports.entries()) {
    for (const [ci, c] of s.competitions.entries())
      if (competitionIdOf(si, ci) === id) return { sport: s, competition: c };
  }
  throw notFound('Competition not found');
}

/** A competition with its matches from the last day on (results of the last day, then the open ones). */
export async function competition(q: Queryable, now: number, id: number, sortBy: 'time' | 'name', round?: string) {
  const { sport, competition: c } = competitionOf(id);
  const list = await matches(
    q,
    `WHERE competition_id = $2 AND match_starting_date > ${ts} - interval '1 day' AND ($3::text IS NULL OR round_name = $3)
     ORDER BY ${sortBy === 'name' ? 'team_a, team_b' : 'match_starting_date'}, event_id`,
    [now, id, round ?? null],
  );
  return {
    competition_id: id,
    competition_name: c.name,
    sport_code: sport.code,
    sport_name: sport.name,
    matches: list,
  };
}

/** The simulator's model of a match (its sport and Team A's strength): what same-game multis are priced from. */
export interface MatchModel {
  sport: SportDef;
  strength: number;
}

export async function matchModels(q: Queryable, ids: number[]): Promise<Map<number, MatchModel>> {
  const { rows } = await q.query<{ event_id: number; sport_code: string; strength: number }>(
    'SELECT event_id, sport_code, strength FROM sports_matches WHERE event_id = ANY($1::int[])',
    [ids],
  );
  return new Map(
    rows.flatMap((r) => {
      const sport = sports.find((s) => s.code === r.sport_code);
      return sport ? [[r.event_id, { sport, strength: Number(r.strength) }] as const] : [];
    }),
  );
}

/** The bet types a match offers (its selections' codes). */
export const betTypesOf = (m: Match) => m.submarkets.flatMap((g) => g.selections.map((s) => s.bet_type));

/** The same-game multi price of these legs of a match; legs that cannot win together are a 400 with their code. */
export async function sameGameMultiDiv(q: Queryable, eventId: number, selections: string) {
  const m = await match(q, eventId);
  const model = (await matchModels(q, [eventId])).get(eventId);
  if (!model) throw notFound('Match not found');
  const quote = quoteSameGameMulti(m, model, betTypesOf(m), selections);
  if ('refusal' in quote) {
    const { code, message } = quote.refusal;
    throw new HttpError(400, message, { selections: message }, { err_code: code });
  }
  return { event_id: eventId, selections, dividend: quote.dividend };
}
