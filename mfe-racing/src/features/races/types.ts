/** The racing entities of SPEC section 3 as the /v1 racing calls answer them. */

export interface Product {
  full_description: string;
  dividend_code: string;
  special_type: string | null;
  short_description: string;
}

export interface Dividend {
  dividend_code: string;
  /** Saddle numbers of the paying combination, in finishing order, joined by '-'. */
  selections: string;
  value: number;
}

export interface Runner {
  saddle_number: number;
  runner_name: string;
  barrier: number;
  jockey_driver_trainer: string;
  trainer: string;
  weight: number;
  last_four_starts: string;
  is_eliminated: boolean;
  /** Price by dividend code (FWIN, FPLC, VICWin, VICPlc, TF, WTX, PTX ...). */
  odds: Record<string, number>;
  /** Quadrella's approximate odds. */
  approximate_odds: number | null;
  srm_odds: { dividend_code: string; value: number }[];
  finish_position: number | null;
}

export type RaceTypeLetter = 'T' | 'H' | 'G';

export interface Race {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  event_name: string;
  race_name: string;
  race_number: number;
  race_type: RaceTypeLetter;
  start_time: string;
  /** Seconds to the jump when fetched (0 once jumped). */
  jumps_in_sec: number | null;
  race_status: string;
  show_results: boolean;
  result_string: string | null;
  dividends: Dividend[];
  weather: string;
  race_distance: number;
  track_condition: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  field_size: number;
  products: Product[];
  runners?: Runner[];
  /**
   * Client-side: the jump's epoch ms, from jumps_in_sec at the moment the answer arrived (so the countdown
   * follows the server's clock, not this device's), or from start_time once the race has jumped.
   */
  jump_at: number;
}

export interface Meeting {
  meeting_id: number;
  meeting_name: string;
  meeting_date: string;
  race_type: RaceTypeLetter;
  event_status: string;
  is_australian: boolean;
  state_country_code: string;
  is_futures: boolean;
  races: Race[];
}

export interface RaceCard {
  meeting: Meeting;
  race: Race;
}

export interface Quadrella {
  meeting_id: number;
  meeting_name: string;
  legs: Race[];
}
