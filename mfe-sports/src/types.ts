/** The sports calls' response shapes (api/src/modules/sports/schemas.ts), until shared/src/api/schema.d.ts covers them. */

export interface MarketSelection {
  /** AWin, Draw, BWin, ALine, BLine, AMgn1, AMgn2, BMgn1, BMgn2, TotalOver, TotalUnder. */
  bet_type: string;
  selection_name: string;
  dividend: number;
}

export interface Submarket {
  market_name: string;
  selections: MarketSelection[];
}

export type MatchStatus = 'Open' | 'Closed' | 'Final' | 'Abandoned';

/** SPEC 3 "Sports match". */
export interface Match {
  event_id: number;
  event_name: string;
  sport_code: string;
  sport_name: string;
  competition_id: number;
  competition_name: string;
  round_name: string;
  team_a: string;
  team_b: string;
  match_starting_date: string;
  match_location: string;
  comment: string;
  is_group_of_event: boolean;
  match_status: MatchStatus;
  team_a_line: number | null;
  margin_one_low_value: number | null;
  margin_one_high_value: number | null;
  total_over: number | null;
  score_a: number | null;
  score_b: number | null;
  result_string: string | null;
  submarkets: Submarket[];
}

export interface Competition {
  competition_id: number;
  competition_name: string;
  sport_code: string;
  sport_name: string;
  matches: Match[];
}

export interface NavCompetition {
  competition_id: number;
  competition_name: string;
  match_count: number;
}

export interface NavSport {
  sport_code: string;
  sport_name: string;
  competitions: NavCompetition[];
}

/** Every call answers `{ data }`. */
export interface DataEnvelope<T> {
  data: T;
}
