// Reads the market and the results the model needs from the API's public answers (what any punter sees).
import type { FastifyInstance } from 'fastify';
import { getData } from '../feed-helpers';
import type { ModelMatch, ModelMatchResult, ModelRace, ModelRaceResult } from './model';

interface ApiRace {
  event_id: number;
  meeting_id: number;
  race_status: string;
  start_time: string;
  field_size: number;
  products: { dividend_code: string; special_type: string | null }[];
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
  dividends: { dividend_code: string; selections: string; value: number }[] | null;
}
interface ApiMatch {
  event_id: number;
  match_status: string;
  match_starting_date: string;
  score_a: number | null;
  score_b: number | null;
  team_a_line: number | null;
  margin_one_high_value: number | null;
  total_over: number | null;
  submarkets: { selections: { bet_type: string; selection_name: string; dividend: number }[] }[];
}

export const apiRace = (app: FastifyInstance, id: number): Promise<ApiRace> =>
  getData(app, `/v1/racing/event-race/${id}`);
export const apiMatch = (app: FastifyInstance, id: number): Promise<ApiMatch> =>
  getData(app, `/v1/sports/get-event-match/${id}/3`);

export function modelRace(r: ApiRace, now: number, quadrella?: number[]): ModelRace {
  return {
    event_id: r.event_id,
    open: r.race_status === 'Open' && Date.parse(r.start_time) > now,
    products: [...new Set(r.products.flatMap((p) => [p.dividend_code, p.special_type ?? '']).filter(Boolean))],
    runners: r.runners.map((x) => ({ saddle: x.saddle_number, scratched: x.is_eliminated, odds: x.odds })),
    quadrella,
  };
}

export function modelMatch(m: ApiMatch, now: number): ModelMatch {
  return {
    event_id: m.event_id,
    open: m.match_status === 'Open' && Date.parse(m.match_starting_date) > now,
    prices: Object.fromEntries(m.submarkets.flatMap((s) => s.selections).map((s) => [s.bet_type, s.dividend])),
    lines: { line: m.team_a_line, marginHigh: m.margin_one_high_value, total: m.total_over },
  };
}

/** A race's result as published: who ran in which order (the order the test forced), scratchings, pool dividends. */
export function raceResult(r: ApiRace, order: number[]): ModelRaceResult {
  const scratched = r.runners.filter((x) => x.is_eliminated).map((x) => x.saddle_number);
  return {
    kind: 'race',
    abandoned: r.race_status === 'Abandoned',
    order: order.filter((s) => !scratched.includes(s)),
    scratched,
    pools: Object.fromEntries((r.dividends ?? []).map((d) => [d.dividend_code, d.value])),
  };
}

export function matchResult(m: ApiMatch): ModelMatchResult {
  return {
    kind: 'match',
    abandoned: m.match_status === 'Abandoned',
    scoreA: m.score_a ?? 0,
    scoreB: m.score_b ?? 0,
    line: m.team_a_line ?? 0,
    marginHigh: m.margin_one_high_value ?? 0,
    total: m.total_over ?? 0,
  };
}
