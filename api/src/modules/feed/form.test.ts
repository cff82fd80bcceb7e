import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastFourStarts, runnerForm } from './form';
import { daySchedule } from './schedule';
import { animal, STABLE_SIZE } from './stable';
import { raceDistances, type RaceType } from './catalog';

const SEED = 'form-test';
const types: RaceType[] = ['T', 'H', 'G'];
/** Any animal of any stable, on any day from 2020 to 2035. */
const anyRunner = fc.record({
  type: fc.constantFrom(...types),
  australian: fc.boolean(),
  k: fc.integer({ min: 0, max: STABLE_SIZE - 1 }),
  day: fc.integer({ min: 18_262, max: 23_741 }).map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10)),
});
const formOf = ({ type, australian, k, day }: { type: RaceType; australian: boolean; k: number; day: string }) =>
  runnerForm(animal(SEED, type, australian, k), type, australian, day);

describe("a runner's form (the feed's generator)", () => {
  it('five past starts, most recent first, each before the race, days since agreeing with the dates', () => {
    fc.assert(
      fc.property(anyRunner, (r) => {
        const form = formOf(r);
        expect(form.last_five).toHaveLength(5);
        const raceDay = Date.parse(`${r.day}T00:00:00Z`);
        let previous = 0;
        for (const start of form.last_five) {
          expect(start.days_since).toBe((raceDay - Date.parse(`${start.date}T00:00:00Z`)) / 86_400_000);
          expect(start.days_since).toBeGreaterThan(previous);
          previous = start.days_since;
        }
        // A let-up of at least six days between runs.
        form.last_five.slice(1).forEach((s, i) => expect(s.days_since - form.last_five[i]!.days_since).toBeGreaterThanOrEqual(6));
      }),
    );
  });

  it('a place within its field, a winner beaten by no margin, a loser by some, at a distance its code races', () => {
    fc.assert(
      fc.property(anyRunner, (r) => {
        for (const s of formOf(r).last_five) {
          expect(s.place).toBeGreaterThanOrEqual(1);
          expect(s.place).toBeLessThanOrEqual(s.field_size);
          if (s.place === 1) expect(s.margin).toBe(0);
          else expect(s.margin).toBeGreaterThan(0);
          expect(raceDistances[r.type]).toContain(s.distance);
          if (r.type === 'G') expect(s.field_size).toBe(8);
        }
      }),
    );
  });

  it('the same runner shows the same past starts on every card: a later card adds starts, never rewrites them', () => {
    fc.assert(
      fc.property(anyRunner, fc.integer({ min: 1, max: 60 }), (r, later) => {
        const then = formOf(r);
        const laterDay = new Date(Date.parse(`${r.day}T00:00:00Z`) + later * 86_400_000).toISOString().slice(0, 10);
        const now = formOf({ ...r, day: laterDay });
        const strip = ({ days_since: _, ...s }: (typeof then.last_five)[number]) => s;
        const shared = now.last_five.filter((s) => s.date < r.day).map(strip);
        expect(then.last_five.map(strip).slice(0, shared.length)).toEqual(shared);
        expect(formOf(r)).toEqual(then);
      }),
    );
  });

  it('sectionals fit the last start: splits shorter than the run, paced for the code', () => {
    fc.assert(
      fc.property(anyRunner, (r) => {
        const { last_start_sectionals: sec, last_five } = formOf(r);
        expect(sec!.distance).toBe(last_five[0]!.distance);
        const metresPerSecond = sec!.distance / sec!.time;
        expect(metresPerSecond).toBeGreaterThan(r.type === 'H' ? 12 : 14.5);
        expect(metresPerSecond).toBeLessThan(r.type === 'H' ? 15 : 18);
        expect(sec!.splits).toHaveLength(2);
        expect(sec!.splits.reduce((t, s) => t + s.seconds, 0)).toBeLessThan(sec!.time);
      }),
    );
  });

  it('the card\'s last four starts are the form\'s, the latest last', () => {
    fc.assert(
      fc.property(anyRunner, (r) => {
        const form = formOf(r);
        const four = lastFourStarts(form);
        expect(four).toHaveLength(4);
        const places = form.last_five.slice(0, 4).reverse().map((s) => (s.place >= 10 ? '0' : String(s.place)));
        expect(four).toBe(places.join(''));
      }),
    );
  });
});

describe('form agrees with price', () => {
  const runners = daySchedule(SEED, '2026-11-28').runners;
  const races = [...new Set(runners.map((r) => r.event_id))].map((id) => runners.filter((r) => r.event_id === id));
  /** Where a runner finished in its last five, on average, as a share of the field (0 won … 1 last). */
  const finish = (r: (typeof races)[number][number]) =>
    r.form.last_five.reduce((t, s) => t + (s.place - 1) / (s.field_size - 1), 0) / r.form.last_five.length;

  it('the favourite has better recent form than the outsider on average', () => {
    let favourites = 0;
    let outsiders = 0;
    for (const field of races) {
      const inRace = field.filter((r) => !r.is_eliminated).sort((a, b) => b.win_prob - a.win_prob);
      favourites += finish(inRace[0]!);
      outsiders += finish(inRace.at(-1)!);
    }
    expect(favourites / races.length).toBeLessThan(outsiders / races.length - 0.15);
  });

  it('every runner on a card carries its form, the same on every process', () => {
    expect(races.flat().every((r) => r.form.last_five.length === 5)).toBe(true);
    expect(daySchedule(SEED, '2026-11-28').runners.map((r) => r.form)).toEqual(races.flat().map((r) => r.form));
  });
});
