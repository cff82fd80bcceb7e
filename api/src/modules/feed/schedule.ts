/**
 * The simulator's deterministic schedule: from a seed and a UTC day it lays out that day's race meetings (real
 * tracks, races, runners, starting chances) and sports matches. The same seed gives the same day on every process.
 *
 * Layout: `lanes` meetings run side by side, each with 9 races 20 minutes apart, eight meetings a lane a day, the lanes
 * offset so that (with the default 8 lanes) a race jumps every 150 seconds around the clock — the site always has
 * races a few minutes from jumping.
 */
import {
  internationalTracks,
  localTracks,
  raceDistances,
  riders,
  trackConditions,
  trainers,
  weathers,
  type RaceType,
  type Track,
} from './catalog';
import { addDays, DAY_MS } from '../../lib/dates';
import { between, gaussian, pick, rngFor, shuffle, type Rng } from '../../lib/rng';
import { stableDealer, type Dealer } from './stable';
import { competitionIdOf, sports } from '../sports/catalog';
import { normalise } from './pricing';
import { lastFourStarts, runnerForm, traitsOf, type RunnerForm } from './form';
import type { Runner } from '../racing/race-model';

const RACES_PER_MEETING = 9;
const MEETINGS_PER_LANE = 8;
const MEETING_MS = (24 * 3600 * 1000) / MEETINGS_PER_LANE;
/** Fixed-odds futures are offered on a feature race this many days ahead of each scheduled day. */
const FUTURES_DAYS_AHEAD = 10;
const FUTURES_MEETING_INDEX = 90;

interface MeetingRow {
  meeting_id: number;
  meeting_date: string;
  meeting_name: string;
  race_type: RaceType;
  state_country_code: string;
  is_australian: boolean;
  is_futures: boolean;
}
interface RaceRow {
  event_id: number;
  meeting_id: number;
  race_number: number;
  race_name: string;
  start_time: string;
  race_distance: number;
  weather: string;
  track_condition: string;
  fate: 'run' | 'abandon' | 'suspend';
}
/**
 * A runner as the day lays it out: the race card's fields it fills are racing's Runner's (the same columns of
 * racing_runners); its chance and its form are the simulator's own (form.ts: richer than the card's past starts).
 */
type RunnerRow = Pick<
  Runner,
  | 'saddle_number'
  | 'runner_id'
  | 'runner_name'
  | 'barrier'
  | 'jockey_driver_trainer'
  | 'trainer'
  | 'weight'
  | 'last_four_starts'
  | 'is_eliminated'
> & {
  event_id: number;
  win_prob: number;
  /** Its last five starts and last start's sectionals, as of this race's day (form.ts). */
  form: RunnerForm;
};
interface MatchRow {
  event_id: number;
  sport_code: string;
  competition_id: number;
  competition_name: string;
  round_name: string;
  team_a: string;
  team_b: string;
  match_starting_date: string;
  match_location: string;
  is_group_of_event: boolean;
  /** Team A's chance of winning (the simulator's belief; markets derive from it). */
  strength: number;
}
export interface DaySchedule {
  meetings: MeetingRow[];
  races: RaceRow[];
  runners: RunnerRow[];
  matches: MatchRow[];
}

/** Days since 1970-01-01 of a YYYY-MM-DD day: the stem of that day's ids. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** A meeting's id is its day number × 100 + its index that day; a race's id is its meeting id × 100 + race number. */
const meetingIdOf = (day: string, index: number) => dayNumber(day) * 100 + index;
const raceIdOf = (meetingId: number, raceNumber: number) => meetingId * 100 + raceNumber;
/** Sports match ids live in their own range (below the racing ids) so a leg's event id is never ambiguous. */
const matchIdOf = (day: string, index: number) => dayNumber(day) * 1000 + index;

export function daySchedule(seed: string, day: string, lanes = 8): DaySchedule {
  const out: DaySchedule = { meetings: [], races: [], runners: [], matches: [] };
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const used = new Set<string>();
  const deal = stableDealer(seed, day);
  for (let lane = 0; lane < lanes; lane++) {
    for (let m = 0; m < MEETINGS_PER_LANE; m++) {
      const index = lane * MEETINGS_PER_LANE + m;
      const rng = rngFor(seed, day, 'meeting', index);
      const firstJump = dayStart + m * MEETING_MS + (lane * MEETING_MS) / RACES_PER_MEETING / lanes;
      const hour = new Date(firstJump).getUTCHours();
      // Australian and New Zealand racing runs in the Australian day; international fills the Australian night.
      const pool = hour >= 22 || hour < 10 ? localTracks : internationalTracks;
      const track = freshTrack(rng, pool, used);
      addMeeting(out, rng, deal, {
        id: meetingIdOf(day, index),
        day,
        track,
        firstJump,
        races: RACES_PER_MEETING,
        spacingMs: MEETING_MS / RACES_PER_MEETING,
      });
    }
  }
  const futuresDay = addDays(day, FUTURES_DAYS_AHEAD);
  const frng = rngFor(seed, futuresDay, 'futures');
  const feature = pick(
    frng,
    localTracks.filter((t) => t.type === 'T' && t.australian),
  );
  addMeeting(out, frng, stableDealer(seed, futuresDay), {
    id: meetingIdOf(futuresDay, FUTURES_MEETING_INDEX),
    day: futuresDay,
    track: feature,
    firstJump: Date.parse(`${futuresDay}T04:40:00Z`),
    races: 1,
    spacingMs: 0,
    futures: true,
  });
  addMatches(out, seed, day, dayStart);
  return out;
}

function freshTrack(rng: Rng, pool: Track[], used: Set<string>): Track {
  for (let tries = 0; tries < 20; tries++) {
    const t = pick(rng, pool);
    if (!used.has(t.name)) {
      used.add(t.name);
      return t;
    }
  }
  return pick(rng, pool);
}

const raceNames: Record<RaceType, string[]> = {
  T: [
    'Maiden Plate',
    'Class 1 Handicap',
    'BM64 Handicap',
    'BM72 Handicap',
    'BM78 Handicap',
    '3YO Handicap',
    'Fillies & Mares Handicap',
    'Benchmark 84 Handicap',
    'Listed Stakes',
  ],
  H: ['Pace', 'Trotters Mobile', 'Maiden Pace', 'Country Cup Pace', 'Mares Pace', 'Free For All Pace'],
  G: ['Maiden', 'Grade 5', 'Grade 6', 'Free To Air', 'Mixed 4/5', 'Novice', 'Restricted Win'],
};

interface MeetingPlan {
  id: number;
  day: string;
  track: Track;
  firstJump: number;
  races: number;
  spacingMs: number;
  futures?: boolean;
}

function addMeeting(out: DaySchedule, rng: Rng, deal: Dealer, m: MeetingPlan) {
  const type = m.track.type;
  out.meetings.push({
    meeting_id: m.id,
    meeting_date: m.day,
    meeting_name: m.track.name,
    race_type: type,
    state_country_code: m.track.code,
    is_australian: m.track.australian,
    is_futures: Boolean(m.futures),
  });
  const weather = pick(rng, weathers);
  const condition = type === 'T' ? pick(rng, trackConditions) : 'Good';
  for (let r = 1; r <= m.races; r++) {
    const eventId = raceIdOf(m.id, r);
    const roll = rng();
    out.races.push({
      event_id: eventId,
      meeting_id: m.id,
      race_number: r,
      race_name: m.futures ? `${m.track.name} Cup (Group 1)` : pick(rng, raceNames[type]),
      start_time: new Date(m.firstJump + (r - 1) * m.spacingMs).toISOString(),
      race_distance: m.futures ? 3200 : pick(rng, raceDistances[type]),
      weather,
      track_condition: condition,
      fate: m.futures || roll > 0.045 ? 'run' : roll < 0.015 ? 'abandon' : 'suspend',
    });
    addField(out, rng, deal, m, eventId);
  }
}

/**
 * A race's runners. Each runner's chance is its ability for life (form.ts) and the luck of the day, so a short price
 * goes with good form on average; its form (last five starts, sectionals) is drawn from its identity and the day.
 */
function addField(out: DaySchedule, rng: Rng, deal: Dealer, m: MeetingPlan, eventId: number) {
  const type = m.track.type;
  const field = m.futures ? 24 : type === 'G' ? 8 : between(rng, 6, 14);
  const animals = Array.from({ length: field }, () => deal(type, m.track.australian));
  // Ability (sd 1) and luck together keep the old spread of chances (a log-strength sd of 0.75).
  const strengths = animals.map((a) => Math.exp(traitsOf(a, type).ability * 0.5 + gaussian(rng) * 0.56));
  const scratched = strengths.map(() => !m.futures && rng() < 0.04);
  const probs = normalise(strengths.map((s, i) => (scratched[i] ? 0 : s)));
  const barriers = shuffle(
    rng,
    Array.from({ length: field }, (_, i) => i + 1),
  );
  animals.forEach((animal, i) => {
    const form = runnerForm(animal, type, m.track.australian, m.day);
    out.runners.push({
      event_id: eventId,
      saddle_number: i + 1,
      ...animal,
      barrier: type === 'G' ? i + 1 : barriers[i],
      jockey_driver_trainer: pick(rng, riders(type)),
      trainer: pick(rng, trainers),
      weight: type === 'T' ? 54 + Math.floor(rng() * 14) / 2 : type === 'G' ? 26 + Math.floor(rng() * 20) / 2 : 0,
      last_four_starts: lastFourStarts(form),
      is_eliminated: scratched[i],
      win_prob: probs[i],
      form,
    });
  });
}

function addMatches(out: DaySchedule, seed: string, day: string, dayStart: number) {
  let index = 0;
  sports.forEach((sport, s) => {
    sport.competitions.forEach((comp, c) => {
      const rng = rngFor(seed, day, 'sport', sport.code, c);
      // Big leagues play more a day (10 sides: 4 matches, 8: 3, 6: 2), so the biggest sports always have more than
      // a page (10) of matches to come, even late in the day with two days of fixtures ahead.
      const matches = Math.max(1, Math.floor(comp.sides.length / 2) - 1);
      const sides = shuffle(rng, comp.sides);
      for (let k = 0; k < matches; k++) {
        const [a, b] = [sides[2 * k], sides[2 * k + 1]];
        out.matches.push({
          event_id: matchIdOf(day, index++),
          sport_code: sport.code,
          competition_id: competitionIdOf(s, c),
          competition_name: comp.name,
          round_name: `Round ${(Math.floor(dayNumber(day) / 7) % 26) + 1}`,
          team_a: a,
          team_b: b,
          // Spread through the day on the quarter hour so something is always about to start.
          match_starting_date: new Date(dayStart + Math.floor(rng() * 96) * 15 * 60 * 1000).toISOString(),
          match_location: comp.location,
          is_group_of_event: Boolean(sport.groupEvent),
          strength: 0.25 + rng() * 0.5,
        });
      }
    });
  });
}
