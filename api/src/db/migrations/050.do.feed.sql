-- The racing and sports feed: what the feed provider (the simulator by default) writes and the racing and sports
-- calls read. Ids are small integers derived from the day, so the same seed gives the same ids on every process.

-- Days whose schedule has been written (the provider writes each day once).
CREATE TABLE feed_days (
  day date PRIMARY KEY,
  written_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE racing_meetings (
  meeting_id integer PRIMARY KEY,
  meeting_date date NOT NULL,
  meeting_name text NOT NULL,
  race_type char(1) NOT NULL CHECK (race_type IN ('T', 'H', 'G')),
  state_country_code text NOT NULL,
  is_australian boolean NOT NULL,
  -- Futures meetings are a week or more ahead and offer fixed win only.
  is_futures boolean NOT NULL DEFAULT false
);
CREATE INDEX racing_meetings_date ON racing_meetings (meeting_date);

CREATE TABLE racing_races (
  event_id integer PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES racing_meetings (meeting_id),
  race_number smallint NOT NULL,
  race_name text NOT NULL,
  start_time timestamptz NOT NULL,
  race_distance integer NOT NULL,
  weather text NOT NULL,
  track_condition text NOT NULL,
  -- Open → Closed (at the jump) → Interim (placings in) → Final (dividends in); or Abandoned; Suspended pauses betting.
  race_status text NOT NULL DEFAULT 'Open' CHECK (race_status IN ('Open', 'Suspended', 'Closed', 'Interim', 'Final', 'Abandoned')),
  -- What the simulator has planned for this race: run normally, be abandoned, or be suspended shortly before the jump.
  fate text NOT NULL DEFAULT 'run' CHECK (fate IN ('run', 'abandon', 'suspend')),
  result_string text,
  -- Tote dividends once Final: [{dividend_code, selections, value}].
  dividends jsonb,
  settled_at timestamptz,
  UNIQUE (meeting_id, race_number)
);
CREATE INDEX racing_races_start ON racing_races (start_time);
CREATE INDEX racing_races_pending ON racing_races (race_status, start_time) WHERE race_status NOT IN ('Final', 'Abandoned');

CREATE TABLE racing_runners (
  event_id integer NOT NULL REFERENCES racing_races (event_id),
  saddle_number smallint NOT NULL,
  runner_name text NOT NULL,
  barrier smallint NOT NULL,
  jockey_driver_trainer text NOT NULL,
  trainer text NOT NULL,
  -- Kilograms carried (0 for greyhounds and harness).
  weight numeric(4, 1) NOT NULL,
  last_four_starts text NOT NULL,
  is_eliminated boolean NOT NULL DEFAULT false,
  -- The simulator's belief; prices derive from it. 0 once scratched.
  win_prob double precision NOT NULL,
  odds jsonb NOT NULL DEFAULT '{}',
  srm_odds jsonb NOT NULL DEFAULT '[]',
  approximate_odds numeric(8, 2),
  finish_position smallint,
  PRIMARY KEY (event_id, saddle_number)
);

CREATE TABLE sports_matches (
  event_id integer PRIMARY KEY,
  sport_code text NOT NULL,
  competition_id integer NOT NULL,
  competition_name text NOT NULL,
  round_name text NOT NULL,
  team_a text NOT NULL,
  team_b text NOT NULL,
  match_starting_date timestamptz NOT NULL,
  match_location text NOT NULL,
  is_group_of_event boolean NOT NULL,
  -- Team A's chance of winning: the simulator's belief, from which prices and the played result derive.
  strength double precision NOT NULL,
  -- Open until the start, Closed while played, then Final with scores; Abandoned refunds.
  match_status text NOT NULL DEFAULT 'Open' CHECK (match_status IN ('Open', 'Closed', 'Final', 'Abandoned')),
  team_a_line numeric(6, 1),
  margin_one_low_value integer,
  margin_one_high_value integer,
  total_over numeric(6, 1),
  -- [{market_name, bet_type, selection_name, dividend}]
  markets jsonb NOT NULL,
  score_a integer,
  score_b integer,
  result_string text,
  settled_at timestamptz
);
CREATE INDEX sports_matches_start ON sports_matches (match_starting_date);
CREATE INDEX sports_matches_competition ON sports_matches (competition_id, match_starting_date);
