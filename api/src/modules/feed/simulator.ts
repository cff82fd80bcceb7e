import { DEFAULT_PRICE_MOVES, type PriceMoves } from '../../lib/price-moves';
import type { Queryable } from '../../db/client';
import { addDays, dayOf } from '../../lib/dates';
import { rngFor, type Rng } from '../../lib/rng';
import { sports } from '../sports/catalog';
import type { Dividend } from '../racing/pricing';
import {
  drawFinish,
  LATE_MARKET_MS,
  moveRunners,
  normalise,
  priceRace,
  quadrellaDividend,
  raceDividends,
} from './pricing';
import { noChanges, type FeedChanges, type FeedProvider, type OddsChange, type RaceChange } from './provider';
import { daySchedule, type DaySchedule } from './schedule';
import { matchLines, playMatch } from '../sports/markets';
import { jumpsInSec } from '../racing/race-model';

/** Race timeline: betting closes at the jump, placings are in a minute later, dividends (Final) 2½ minutes after it. */
export const INTERIM_AFTER_MS = 60_000;
export const FINAL_AFTER_MS = 150_000;
/** A race the simulator suspends is suspended from 2 minutes to 30 seconds before its jump. */
const SUSPEND_FROM_MS = 120_000;
const SUSPEND_UNTIL_MS = 30_000;
/** Sports matches are Closed while played and Final this long after they start. */
export const MATCH_LENGTH_MS = 100 * 60_000;
/** Prices move on the races jumping within this window. */
const DRIFT_WINDOW_MS = 30 * 60_000;
/** A longer gap between ticks (a stalled process) counts as this much: a market does not jump on a restart. */
const MAX_MOVE_STRETCH_SEC = 10;
const PUSH_RECENT_MS = 10 * 60_000;

export interface SimulatorOptions {
  seed: string;
  /** Meetings running side by side (8 gives a race every 150 s; tests use fewer to write less). */
  lanes?: number;
  /** Prices drift on races near their jump (default); off for a manual feed, whose prices move only when set. */
  drift?: boolean;
  /** How often a runner's fixed price moves (DEFAULT_PRICE_MOVES unless the API config says). */
  priceMoves?: PriceMoves;
}

interface PendingRace {
  event_id: number;
  meeting_id: number;
  race_number: number;
  start: number;
  race_status: string;
  fate: string;
  result_string: string | null;
  last_race: number;
}
interface RunnerState {
  event_id: number;
  saddle_number: number;
  win_prob: number;
  is_eliminated: boolean;
  odds: Record<string, number>;
  srm_odds: { dividend_code: string; value: number }[];
  approximate_odds: number | null;
}

/** A race's new chances, and which runners are requoted at them (all when not given). */
interface Requote {
  probs: number[];
  moved?: boolean[];
}

const liveChances = (field: RunnerState[]) => field.map((r) => (r.is_eliminated ? 0 : r.win_prob));

/** The feed simulator: a rolling schedule from yesterday to two days ahead, prices that drift, races that run. */
export class FeedSimulator implements FeedProvider {
  private readonly written = new Set<string>();
  private readonly forcedResults = new Map<number, number[]>();
  private readonly forcedScores = new Map<number, { score_a: number; score_b: number }>();
  private readonly rng: Rng;
  /** When the market last moved: a runner's chance to move grows with the time since. */
  private lastMoveAt: number | null = null;

  constructor(private readonly options: SimulatorOptions) {
    this.rng = rngFor(options.seed, 'drift', process.pid);
  }

  async sync(q: Queryable, now: number): Promise<FeedChanges> {
    const changes = noChanges();
    await this.writeSchedule(q, now);
    await this.runRaces(q, now, changes);
    if (this.options.drift !== false) await this.moveMarkets(q, now, changes);
    await this.playMatches(q, now, changes);
    return changes;
  }

  /**
   * Makes the race run and finish in this order of saddle numbers, even one the schedule meant to abandon (tests use
   * it; a real provider's result message would).
   */
  forceResult(eventId: number, saddles: number[]): void {
    this.forcedResults.set(eventId, saddles);
  }

  /** The match will end with this score instead of a played one (a test's or a demo's controlled result). */
  forceScore(eventId: number, score: { score_a: number; score_b: number }): void {
    this.forcedScores.set(eventId, score);
  }

  /** Scratches a runner: its chance goes to the rest of the field and every price is recalculated. */
  async scratch(q: Queryable, eventId: number, saddle: number): Promise<OddsChange> {
    const runners = await loadRunners(q, [eventId]);
    for (const r of runners) if (r.saddle_number === saddle) [r.is_eliminated, r.win_prob] = [true, 0];
    return (await writePrices(q, runners, (probs) => ({ probs: normalise(probs) })))[0];
  }

  private async writeSchedule(q: Queryable, now: number) {
    const today = dayOf(now);
    for (const day of [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]) {
      if (this.written.has(day)) continue;
      const { rows } = await q.query('SELECT 1 FROM feed_days WHERE day = $1', [day]);
      if (!rows.length) {
        await insertSchedule(q, daySchedule(this.options.seed, day, this.options.lanes));
        await q.query('INSERT INTO feed_days (day) VALUES ($1) ON CONFLICT DO NOTHING', [day]);
      }
      this.written.add(day);
    }
  }

  private async runRaces(q: Queryable, now: number, changes: FeedChanges) {
    const { rows } = await q.query<PendingRace & { start: Date }>(
      `SELECT event_id, meeting_id, race_number, start_time AS start, race_status, fate, result_string,
              (SELECT max(race_number) FROM racing_races x WHERE x.meeting_id = r.meeting_id) AS last_race
       FROM racing_races r WHERE race_status NOT IN ('Final', 'Abandoned') AND start_time <= to_timestamp($1::float8 / 1000) ORDER BY start_time`,
      [now + SUSPEND_FROM_MS],
    );
    // A forced result is a result message: that race runs, whatever fate the schedule planned for it.
    const races = rows.map((r) => ({
      ...r,
      start: new Date(r.start).getTime(),
      fate: this.forcedResults.has(r.event_id) ? 'run' : r.fate,
    }));
    const toRun = races.filter((r) => r.fate !== 'abandon' && now >= r.start + INTERIM_AFTER_MS);
    const runners = await loadRunners(
      q,
      toRun.map((r) => r.event_id),
    );
    const byRace = groupBy(runners, (r) => r.event_id);
    const updates: {
      event_id: number;
      race_status: string;
      result_string: string | null;
      dividends: Dividend[] | null;
    }[] = [];
    const placings: { event_id: number; saddle_number: number; finish_position: number }[] = [];

    for (const race of races) {
      const status = targetStatus(race, now);
      if (status === race.race_status) continue;
      let result = race.result_string;
      let dividends: Dividend[] | null = null;
      if (status === 'Interim' || status === 'Final') {
        const field = (byRace.get(race.event_id) ?? []).sort((a, b) => a.saddle_number - b.saddle_number);
        const probs = field.map((r) => r.win_prob);
        const saddles = field.map((r) => r.saddle_number);
        const forced = this.forcedResults.get(race.event_id);
        const order = forced
          ? forced.map((s) => saddles.indexOf(s))
          : drawFinish(probs, rngFor(this.options.seed, 'result', race.event_id));
        order.forEach((idx, pos) =>
          placings.push({ event_id: race.event_id, saddle_number: saddles[idx], finish_position: pos + 1 }),
        );
        result = order
          .slice(0, 4)
          .map((i) => saddles[i])
          .join('-');
        if (status === 'Final') dividends = raceDividends(probs, order, saddles);
      }
      updates.push({ event_id: race.event_id, race_status: status, result_string: result, dividends });
      // Catching up on a fresh start settles the past quietly; only races around now are pushed to clients.
      if (now - race.start < PUSH_RECENT_MS) {
        changes.races.push({
          meeting_id: race.meeting_id,
          event_id: race.event_id,
          race_status: status,
          jumps_in_sec: jumpsInSec(race.start, status, now),
          result_string: result,
        });
      }
    }
    if (!updates.length) return;
    if (placings.length) {
      await q.query(
        `UPDATE racing_runners r SET finish_position = x.finish_position
         FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, saddle_number int, finish_position int)
         WHERE r.event_id = x.event_id AND r.saddle_number = x.saddle_number`,
        [JSON.stringify(placings)],
      );
    }
    await q.query(
      `UPDATE racing_races r SET race_status = x.race_status, result_string = x.result_string, dividends = x.dividends
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, race_status text, result_string text, dividends jsonb)
       WHERE r.event_id = x.event_id`,
      [JSON.stringify(updates)],
    );
    const lastRaces = new Set(races.filter((r) => r.race_number === r.last_race).map((r) => r.event_id));
    for (const u of updates)
      if (u.race_status === 'Final' && lastRaces.has(u.event_id)) await addQuadrellaDividend(q, u.event_id);
  }

  /**
   * Moves the open races jumping within the window, runner by runner, on the cadence of `priceMoves` (faster in the
   * last five minutes). Only races where a runner moved are written and pushed.
   */
  private async moveMarkets(q: Queryable, now: number, changes: FeedChanges) {
    const stretchSec = Math.min(MAX_MOVE_STRETCH_SEC, Math.max(0, (now - (this.lastMoveAt ?? now - 1000)) / 1000));
    this.lastMoveAt = now;
    const { rows } = await q.query<{ event_id: number; start: Date }>(
      `SELECT event_id, start_time AS start FROM racing_races WHERE race_status = 'Open'
       AND start_time > to_timestamp($1::float8 / 1000) AND start_time <= to_timestamp($2::float8 / 1000)`,
      [now, now + DRIFT_WINDOW_MS],
    );
    if (!rows.length || stretchSec === 0) return;
    const { meanSec, lateMeanSec } = this.options.priceMoves ?? DEFAULT_PRICE_MOVES;
    const chanceOf = new Map(
      rows.map((r) => [
        r.event_id,
        stretchSec / (new Date(r.start).getTime() - now <= LATE_MARKET_MS ? lateMeanSec : meanSec),
      ]),
    );
    const runners = await loadRunners(q, [...chanceOf.keys()]);
    const planned = new Map<number, Requote>();
    for (const [eventId, field] of groupBy(runners, (r) => r.event_id)) {
      const next = moveRunners(liveChances(field), this.rng, chanceOf.get(eventId) ?? 0);
      if (next.moved.some(Boolean)) planned.set(eventId, next);
    }
    if (!planned.size) return;
    const moving = runners.filter((r) => planned.has(r.event_id));
    changes.odds.push(...(await writePrices(q, moving, (_, eventId) => planned.get(eventId)!)));
  }

  private async playMatches(q: Queryable, now: number, changes: FeedChanges) {
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
        const forced = this.forcedScores.get(m.event_id);
        const score = forced
          ? { ...forced, result_string: `${m.team_a} ${forced.score_a} - ${forced.score_b} ${m.team_b}` }
          : playMatch(sport, m.team_a, m.team_b, m.strength, rngFor(this.options.seed, 'match', m.event_id));
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
}

/** Where a race should be at `now` by its planned timeline and fate. */
function targetStatus(race: PendingRace, now: number): RaceChange['race_status'] {
  if (now >= race.start) {
    if (race.fate === 'abandon') return 'Abandoned';
    return now >= race.start + FINAL_AFTER_MS ? 'Final' : now >= race.start + INTERIM_AFTER_MS ? 'Interim' : 'Closed';
  }
  if (race.fate === 'suspend' && now >= race.start - SUSPEND_FROM_MS && now < race.start - SUSPEND_UNTIL_MS)
    return 'Suspended';
  return 'Open';
}

async function loadRunners(q: Queryable, eventIds: number[]): Promise<RunnerState[]> {
  if (!eventIds.length) return [];
  const { rows } = await q.query<RunnerState>(
    'SELECT event_id, saddle_number, win_prob, is_eliminated, odds, srm_odds, approximate_odds FROM racing_runners WHERE event_id = ANY($1::int[]) ORDER BY event_id, saddle_number',
    [eventIds],
  );
  return rows;
}

/**
 * Recomputes the prices of the given races from their (moved) chances and writes them in one statement. A runner
 * the move did not requote keeps its quotes (its chance is still renormalised with the field's).
 */
async function writePrices(
  q: Queryable,
  runners: RunnerState[],
  move: (probs: number[], eventId: number) => Requote,
): Promise<OddsChange[]> {
  const rows: object[] = [];
  const out: OddsChange[] = [];
  for (const [eventId, field] of groupBy(runners, (r) => r.event_id)) {
    const { probs, moved } = move(liveChances(field), eventId);
    const prices = priceRace(
      probs,
      field.map((r) => r.odds?.TF ?? null),
    );
    const change: OddsChange = { event_id: eventId, runners: [] };
    field.forEach((r, i) => {
      const p = moved && !moved[i] && !r.is_eliminated ? quotesOf(r) : prices[i];
      rows.push({
        event_id: eventId,
        saddle_number: r.saddle_number,
        win_prob: probs[i],
        is_eliminated: r.is_eliminated,
        odds: p?.odds ?? {},
        srm_odds: p?.srm_odds ?? [],
        approximate_odds: p?.approximate_odds ?? null,
      });
      change.runners.push({ saddle_number: r.saddle_number, is_eliminated: r.is_eliminated, odds: p?.odds ?? {} });
    });
    out.push(change);
  }
  await q.query(
    `UPDATE racing_runners r SET win_prob = x.win_prob, is_eliminated = x.is_eliminated, odds = x.odds, srm_odds = x.srm_odds, approximate_odds = x.approximate_odds
     FROM jsonb_to_recordset($1::jsonb) AS x(event_id int, saddle_number int, win_prob float8, is_eliminated boolean, odds jsonb, srm_odds jsonb, approximate_odds numeric)
     WHERE r.event_id = x.event_id AND r.saddle_number = x.saddle_number`,
    [JSON.stringify(rows)],
  );
  return out;
}

/** The quadrella runs over a meeting's last four races; its dividend is added to the last one when it is Final. */
async function addQuadrellaDividend(q: Queryable, eventId: number) {
  const { rows } = await q.query<{
    event_id: number;
    race_status: string;
    winner: number | null;
    win_prob: number | null;
    last: number;
  }>(
    `SELECT r.event_id, r.race_status, w.saddle_number AS winner, w.win_prob,
            (SELECT max(race_number) FROM racing_races WHERE meeting_id = r.meeting_id) AS last
     FROM racing_races r LEFT JOIN racing_runners w ON w.event_id = r.event_id AND w.finish_position = 1
     WHERE r.meeting_id = (SELECT meeting_id FROM racing_races WHERE event_id = $1) ORDER BY r.race_number`,
    [eventId],
  );
  const legs = rows.slice(-4);
  if (legs.length < 4 || legs[3].event_id !== eventId || legs.some((l) => l.race_status !== 'Final' || !l.win_prob))
    return;
  const dividend: Dividend = {
    dividend_code: 'Quadrella',
    selections: legs.map((l) => l.winner).join('/'),
    value: quadrellaDividend(legs.map((l) => Number(l.win_prob))),
  };
  await q.query(`UPDATE racing_races SET dividends = dividends || $2::jsonb WHERE event_id = $1`, [
    eventId,
    JSON.stringify([dividend]),
  ]);
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

/** A runner's quotes as they stand. */
const quotesOf = (r: RunnerState) => ({
  odds: r.odds,
  srm_odds: r.srm_odds,
  approximate_odds: r.approximate_odds,
});

function groupBy<T, K>(list: T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    if (!map.has(k)) map.set(k, []);
    map.get(k)!.push(item);
  }
  return map;
}
