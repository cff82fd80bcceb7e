/**
 * A runner's form as the simulator makes it up: each animal has traits for life (ability, early speed, a preferred
 * distance) drawn from its identity, and a career of past starts laid on the calendar by that identity alone. So the
 * same runner shows the same past starts on every card (only the days since them change), its ability also sets its
 * chance in every race it runs (schedule.ts), and so a short-priced runner has better form on average.
 */
import { internationalTracks, localTracks, raceDistances, type RaceType } from './catalog';
import { between, gaussian, hashSeed, pick, rngFor, rngUnder, type Rng } from '../../lib/rng';
import type { Animal } from './stable';
import type { PastStart, Sectionals } from '../racing/form-guide';
import type { Settling } from '../racing/speed-map';
import { DAY_MS, dayOf } from '../../lib/dates';

export interface RunnerForm {
  /** 0–1: how fast it begins (the speed map ranks a field by it). */
  early_speed: number;
  /** Most recent first. */
  last_five: PastStart[];
  last_start_sectionals: Sectionals | null;
}

interface Traits {
  /** A standard normal: above 0 is better than the average animal. */
  ability: number;
  earlySpeed: number;
  /** The index of its best distance in its code's distances. */
  distanceIndex: number;
}

/**
 * An animal's traits for life. Keyed by its identity and name (the name is drawn from the world's seed with it,
 * stable.ts), so two worlds' animals with one identity are different animals, as their names say.
 */
export function traitsOf(a: Animal, type: RaceType): Traits {
  const rng = rngFor('traits', a.runner_id, a.runner_name);
  return {
    ability: gaussian(rng),
    earlySpeed: rng(),
    distanceIndex: Math.floor(rng() * raceDistances[type].length),
  };
}

/** Past starts fall in 28-day blocks, one or two a block, at least six days apart (a let-up between runs). */
const BLOCK_DAYS = 28;

/** An animal's own key: its draws for a block or a day are mixed from it (rngUnder), so it is hashed once a runner. */
const keyOf = (a: Animal) => hashSeed('form', a.runner_id, a.runner_name);

function startDaysInBlock(key: number, block: number): number[] {
  const rng = rngUnder(key, -block);
  const first = block * BLOCK_DAYS + between(rng, 0, 6);
  return rng() < 0.55 ? [first, first + between(rng, 12, 16)] : [first];
}

/** The days (day numbers, most recent first) of its last `count` starts before `day`. */
function startDaysBefore(key: number, day: number, count: number): number[] {
  const days: number[] = [];
  for (let block = Math.floor(day / BLOCK_DAYS); days.length < count; block--) {
    const inBlock = startDaysInBlock(key, block);
    for (let i = inBlock.length - 1; i >= 0 && days.length < count; i--) if (inBlock[i]! < day) days.push(inBlock[i]!);
  }
  return days;
}

/** The tracks of each code and region (worked out once: a day's schedule draws some thirty thousand past starts). */
const trackPools = new Map<string, string[]>();
function tracksFor(type: RaceType, australian: boolean): string[] {
  const key = `${type}${australian}`;
  let pool = trackPools.get(key);
  if (!pool) {
    pool = [...localTracks, ...internationalTracks]
      .filter((t) => t.type === type && t.australian === australian)
      .map((t) => t.name);
    trackPools.set(key, pool);
  }
  return pool;
}

const settlingOf = (speed: number): Settling =>
  speed > 0.78 ? 'Leader' : speed > 0.55 ? 'On pace' : speed > 0.3 ? 'Midfield' : 'Back';

/** A day number as YYYY-MM-DD, kept: a day's schedule writes some thirty thousand dates of a few hundred days. */
const dates = new Map<number, string>();
function dateOf(day: number): string {
  let date = dates.get(day);
  if (!date) dates.set(day, (date = dayOf(day * DAY_MS)));
  return date;
}

/** One past start: drawn from the animal and the day alone, so every card shows it the same. */
function pastStart(
  key: number,
  type: RaceType,
  australian: boolean,
  traits: Traits,
  day: number,
  raceDay: number,
): PastStart {
  const rng = rngUnder(key, day);
  const fieldSize = type === 'G' ? 8 : between(rng, 6, 14);
  // Ability, plus the luck of the day, sets how far up the field it finished.
  const score = traits.ability + gaussian(rng) * 0.8;
  const place = Math.min(fieldSize, 1 + Math.floor(fieldSize / (1 + Math.exp(1.6 * score))));
  const distances = raceDistances[type];
  const step = between(rng, -1, 1);
  return {
    date: dateOf(day),
    days_since: raceDay - day,
    place,
    field_size: fieldSize,
    track: pick(rng, tracksFor(type, australian)),
    distance: distances[Math.max(0, Math.min(distances.length - 1, traits.distanceIndex + step))]!,
    margin: place === 1 ? 0 : marginOf(rng, place),
    settled: settlingOf(Math.max(0, Math.min(1, traits.earlySpeed + (rng() - 0.5) * 0.3))),
  };
}

/** Lengths behind the winner: a short half-head to a few lengths for each runner ahead. */
function marginOf(rng: Rng, place: number): number {
  let lengths = 0;
  for (let k = 1; k < place; k++) lengths += 0.1 + rng() * (k === 1 ? 1.5 : 2.2);
  return Math.round(lengths * 10) / 10;
}

/** Seconds a metre, at an average pace, for each code (a thoroughbred ~16.8 m/s, a pacer ~14, a greyhound ~16.6). */
const PACE: Record<RaceType, number> = { T: 1 / 16.8, H: 1 / 14, G: 1 / 16.6 };

/** The sectionals of a run: a better run is faster home; a quicker beginner is faster to the first mark. */
function sectionalsOf(type: RaceType, start: PastStart, traits: Traits, rng: Rng): Sectionals {
  const finish = (start.place - 1) / Math.max(1, start.field_size - 1); // 0 won … 1 last
  const round = (s: number) => Math.round(s * 100) / 100;
  const time = round(start.distance * PACE[type] * (1 + finish * 0.02 + rng() * 0.015));
  const home = 1 + finish * 0.03 + rng() * 0.01;
  const splits =
    type === 'T'
      ? [
          { label: 'Last 600 m', seconds: round(34.4 * home) },
          { label: 'Last 200 m', seconds: round(11.5 * home) },
        ]
      : type === 'H'
        ? [
            { label: 'Last 800 m', seconds: round(56.5 * home) },
            { label: 'Last 400 m', seconds: round(27.8 * home) },
          ]
        : [
            { label: 'First split', seconds: round(5.0 + (1 - traits.earlySpeed) * 0.8 + rng() * 0.1) },
            { label: 'Last 200 m', seconds: round(11.9 * home) },
          ];
  return { distance: start.distance, time, splits };
}

/** A runner's form on the day of a race (`raceDay`, YYYY-MM-DD): its last five starts and its last start's sectionals. */
export function runnerForm(a: Animal, type: RaceType, australian: boolean, raceDay: string): RunnerForm {
  const traits = traitsOf(a, type);
  const day = Math.floor(Date.parse(`${raceDay}T00:00:00Z`) / DAY_MS);
  const key = keyOf(a);
  const lastFive = startDaysBefore(key, day, 5).map((d) => pastStart(key, type, australian, traits, d, day));
  const last = lastFive[0];
  return {
    early_speed: Math.round(traits.earlySpeed * 1000) / 1000,
    last_five: lastFive,
    last_start_sectionals: last
      ? sectionalsOf(type, last, traits, rngUnder(key ^ 0x5ec7, day - last.days_since))
      : null,
  };
}

/** The last four starts as the card shows them (oldest first, the latest last; a 10th or worse shows as 0). */
export const lastFourStarts = (form: RunnerForm): string =>
  form.last_five
    .slice(0, 4)
    .reverse()
    .map((s) => (s.place >= 10 ? '0' : String(s.place)))
    .join('');
