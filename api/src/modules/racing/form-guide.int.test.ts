import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { addDays, dayOf } from '../../lib/dates';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import type { RaceFormGuide } from './form-guide';

type Race = { event_id: number; meeting_id: number; runners: { saddle_number: number; runner_id: string; is_eliminated: boolean; last_four_starts: string }[] };

describe("GET /v1/racing/races/{id}/form: the race's form guide, as the feed gave it", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const guideOf = (eventId: number): Promise<RaceFormGuide> => getData(ctx.app, `/v1/racing/races/${eventId}/form`);
  const raceIdsOn = async (day: string): Promise<number[]> => {
    const meetings: { races: { event_id: number }[] }[] = await getData(ctx.app, `/v1/racing/meetings?date=${day}`);
    return meetings.flatMap((m) => m.races.map((r) => r.event_id));
  };
  const firstRaceOf = async (day: string): Promise<Race> =>
    getData(ctx.app, `/v1/racing/event-race/${(await raceIdsOn(day))[0]}`);

  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
  }, 180_000);
  afterAll(async () => {
    await ctx.app.deps.feed?.stop();
    await ctx.close();
  });

  it("every runner's last five, sectionals and settling; a speed map with one leader; the card's last four agree", async () => {
    const race = await firstRaceOf(addDays(dayOf(ctx.clock.now()), 1));
    const guide = await guideOf(race.event_id);
    expect(guide.event_id).toBe(race.event_id);
    expect(guide.speed_map.map((g) => g.settling)).toEqual(['Leader', 'On pace', 'Midfield', 'Back']);
    expect(guide.speed_map[0]!.saddle_numbers).toHaveLength(1);
    const inRace = race.runners.filter((r) => !r.is_eliminated).map((r) => r.saddle_number);
    expect(guide.speed_map.flatMap((g) => g.saddle_numbers).sort((a, b) => a - b)).toEqual(inRace);
    for (const runner of guide.runners) {
      const card = race.runners.find((r) => r.saddle_number === runner.saddle_number)!;
      expect(runner.runner_id).toBe(card.runner_id);
      expect(runner.last_five).toHaveLength(5);
      const four = runner.last_five.slice(0, 4).reverse().map((s) => (s.place >= 10 ? '0' : String(s.place)));
      expect(card.last_four_starts).toBe(four.join(''));
      expect(runner.last_start_sectionals!.distance).toBe(runner.last_five[0]!.distance);
      expect(runner.settling === null).toBe(card.is_eliminated);
    }
  });

  it('the same runner shows the same past starts in every race it runs', async () => {
    const today = dayOf(ctx.clock.now());
    const ids = [...(await raceIdsOn(today)), ...(await raceIdsOn(addDays(today, 1)))];
    const guides = await Promise.all(ids.map(guideOf));
    const seen = new Map<string, Map<string, unknown>>();
    let met = 0;
    for (const runner of guides.flatMap((g) => g.runners)) {
      const starts = seen.get(runner.runner_id) ?? new Map<string, unknown>();
      for (const { days_since: _, ...start } of runner.last_five) {
        if (starts.has(start.date)) {
          met++;
          expect(starts.get(start.date)).toEqual(start);
        }
        starts.set(start.date, start);
      }
      seen.set(runner.runner_id, starts);
    }
    expect(met).toBeGreaterThan(0);
  });

  it('the SPEC form guide (race-form) shows the same starts, its last four', async () => {
    const race = await firstRaceOf(addDays(dayOf(ctx.clock.now()), 1));
    const guide = await guideOf(race.event_id);
    const form = await getData(ctx.app, `/v1/racing/race-form/${race.meeting_id}/${race.event_id}`);
    const first = guide.runners[0]!;
    expect(form.runners[0].form).toEqual(
      first.last_five.slice(0, 4).map((s) => ({
        date: s.date,
        track: s.track,
        distance: s.distance,
        position: String(s.place),
        field: s.field_size,
      })),
    );
  });

  it('a race that does not exist is 404, a bad id 400, both in the common error shape', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/racing/races/99/form' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Race not found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/racing/races/abc/form' });
    expect(bad.statusCode).toBe(400);
  });
});
