import type { Queryable } from '../../db/client';
import { addDays, dayOf } from '../../lib/dates';
import { sports } from '../sports/catalog';
import { priceRace } from './pricing';
import { daySchedule, type DaySchedule } from './schedule';
import { matchLines } from '../sports/markets';
import { groupBy } from './group-by';

/** The days written so far by this process, and what a day's schedule is dealt from. */
interface Days {
  seed: string;
  lanes?: number;
  written: Set<string>;
}

/** Writes the schedule from yesterday to two days ahead, each day once across replicas (feed_days). */
export async function writeSchedule(q: Queryable, now: number, { seed, lanes, written }: Days) {
  const today = dayOf(now);
  for (const day of [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]) {
    if (written.has(day)) continue;
    const { rows } = await q.query('SELECT 1 FROM feed_days WHERE day = $1', [day]);
    if (!rows.length) {
      await insertSchedule(q, daySchedule(seed, day, lanes));
      await q.query('INSERT INTO feed_days (day) VALUES ($1) ON CONFLICT DO NOTHING', [day]);
    }
    written.add(day);
  }
}

async function insertSchedule(q: Queryable, s: DaySchedule) {
  await q.query(
    `INSERT INTO racing_meetings SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(meeting_id int, meeting_date date, meeting_name text,
       race_type char(1), state_country_code text, is_australian boolean, is_futures boolean) ON CONFLICT DO NOTHING`,
    [JSON.stringify(s.meetings)],
  );
  await q.query(
    `INSERT INTO racing_races (event_id, meeting_id, race_number, race_name, start_time, race_distance, weather, track_condition, fate)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, meeting_id int, race_number smallint, race_name text,
       start_time timestamptz, race_distance int, weather text, track_condition text, fate text) ON CONFLICT DO NOTHING`,
    [JSON.stringify(s.races)],
  );
  const priced = [...groupBy(s.runners, (r) => r.event_id).values()].flatMap((field) => {
    const prices = priceRace(
      field.map((r) => r.win_prob),
      field.map(() => null),
    );
    return field.map((r, i) => ({
      ...r,
      odds: prices[i]?.odds ?? {},
      srm_odds: prices[i]?.srm_odds ?? [],
      approximate_odds: prices[i]?.approximate_odds ?? null,
    }));
  });
  await q.query(
    `INSERT INTO racing_runners (event_id, saddle_number, runner_id, runner_name, barrier, jockey_driver_trainer, trainer, weight, last_four_starts,
       is_eliminated, win_prob, odds, srm_odds, approximate_odds, form)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, saddle_number smallint, runner_id text, runner_name text, barrier smallint,
       jockey_driver_trainer text, trainer text, weight numeric, last_four_starts text, is_eliminated boolean, win_prob float8,
       odds jsonb, srm_odds jsonb, approximate_odds numeric, form jsonb) ON CONFLICT DO NOTHING`,
    [JSON.stringify(priced)],
  );
  const matches = s.matches.map((m) => {
    const sport = sports.find((x) => x.code === m.sport_code)!;
    return { ...m, ...matchLines(sport, m.team_a, m.team_b, m.strength) };
  });
  await q.query(
    `INSERT INTO sports_matches (event_id, sport_code, competition_id, competition_name, round_name, team_a, team_b, match_starting_date,
       match_location, is_group_of_event, strength, team_a_line, margin_one_low_value, margin_one_high_value, total_over, markets)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, sport_code text, competition_id int, competition_name text,
       round_name text, team_a text, team_b text, match_starting_date timestamptz, match_location text, is_group_of_event boolean,
       strength float8, team_a_line numeric, margin_one_low_value int, margin_one_high_value int, total_over numeric, markets jsonb) ON CONFLICT DO NOTHING`,
    [JSON.stringify(matches)],
  );
}
