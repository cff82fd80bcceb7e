import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { rngFor, pick } from '../../lib/rng';
import { raceFormGuide } from './form-guide';
import type { Race, Runner } from './race-model';
import { isoDay } from './race-rows';
import { race } from './race';

export interface FormStart {
  date: string;
  track: string;
  distance: number;
  position: string;
  field: number;
}

/**
 * Race form: each runner's recent starts (its last four, as the card's last four starts) and career line. The starts
 * are the feed's (form-guide.ts) where it gave them.
 */
export async function raceForm(q: Queryable, now: number, meetingId: number, eventId: number) {
  const r = await race(q, now, eventId);
  if (r.meeting_id !== meetingId) throw notFound('Race not found');
  const fed = new Map((await raceFormGuide(q, eventId)).runners.map((g) => [g.saddle_number, g.last_five]));
  return {
    ...r,
    runners: (r.runners ?? []).map((runner) => {
      const rng = rngFor('form', eventId, runner.saddle_number);
      const lastFive = fed.get(runner.saddle_number) ?? [];
      const starts = lastFive.length
        ? lastFive.slice(0, 4).map((s) => ({
            date: s.date,
            track: s.track,
            distance: s.distance,
            position: String(s.place),
            field: s.field_size,
          }))
        : madeUpStarts(r, runner, rng, now);
      const runs = starts.length + Math.floor(rng() * 20);
      const wins = starts.filter((s) => s.position === '1').length + Math.floor(rng() * 3);
      return { ...runner, form: starts, career: `${runs}: ${wins}-${Math.floor(rng() * 4)}-${Math.floor(rng() * 4)}` };
    }),
  };
}

/** Starts made up from the last four for runners fed before the feed gave form. */
function madeUpStarts(r: Race, runner: Runner, rng: () => number, now: number): FormStart[] {
  const tracks = ['Flemington', 'Randwick', 'Caulfield', 'Rosehill', 'Eagle Farm', 'Morphettville', 'Ascot', 'Sandown'];
  return [...runner.last_four_starts].reverse().map((pos, i) => ({
    date: isoDay(new Date(now - (i + 1) * (14 + Math.floor(rng() * 14)) * 86_400_000)),
    track: pick(rng, tracks),
    distance: r.race_distance + (Math.floor(rng() * 5) - 2) * 100,
    position: pos === '0' ? '10th+' : pos === 'x' ? 'Scratched' : pos,
    field: 8 + Math.floor(rng() * 7),
  }));
}
