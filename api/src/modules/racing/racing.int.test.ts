import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { addDays, dayOf } from '../../lib/dates';
import { getData, startTestFeed } from '../../../test/feed-helpers';

describe('racing calls on the simulated feed', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
    // Generous: a fresh database plus the feed's first day on a busy shared machine.
  }, 180_000);
  afterAll(async () => ctx.close());

  it('next-to-jump lists only races with jumps_in_sec above 0, soonest first, by type and count', async () => {
    const races = await getData(ctx.app, '/v1/racing/next-to-jump/A/6');
    expect(races).toHaveLength(6);
    expect(races.every((r: { jumps_in_sec: number }) => r.jumps_in_sec > 0)).toBe(true);
    const starts = races.map((r: { start_time: string }) => Date.parse(r.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const type of ['T', 'H', 'G']) {
      const typed = await getData(ctx.app, `/v1/racing/next-to-jump/${type}/3`);
      expect(typed.every((r: { race_type: string }) => r.race_type === type)).toBe(true);
    }
    const list = await getData(ctx.app, '/v1/racing/next-to-jump?type=Greyhounds&count=2');
    expect(list.every((r: { race_type: string }) => r.race_type === 'G')).toBe(true);
  });

  it('a race carries runners with odds by dividend code, same-race-multi odds and its products', async () => {
    const [next] = await getData(ctx.app, '/v1/racing/next-to-jump/A/1');
    const race = await getData(ctx.app, `/v1/racing/event-race/${next.event_id}`);
    expect(race).toMatchObject({ race_status: 'Open', show_results: false, result_string: null });
    expect(race.weather).toBeTruthy();
    expect(race.race_distance).toBeGreaterThan(0);
    const runner = race.runners.find((r: { is_eliminated: boolean }) => !r.is_eliminated);
    expect(Object.keys(runner.odds)).toEqual(expect.arrayContaining(['FWIN', 'VICWin', 'WTX', 'TF']));
    expect(runner.srm_odds[0]).toMatchObject({ dividend_code: 'FWIN' });
    expect(runner).toHaveProperty('jockey_driver_trainer');
    expect(runner.last_four_starts).toHaveLength(4);
    expect(race.products.map((p: { dividend_code: string }) => p.dividend_code)).toContain('FWIN');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/racing/event-races-by-ids',
      payload: { event_ids: [next.event_id] },
    });
    expect(res.json().data[String(next.event_id)].runners.length).toBeGreaterThan(0);

    const card = await getData(ctx.app, `/v1/racing/race-card/${race.meeting_id}/${race.event_id}`);
    expect(card.meeting.races.length).toBeGreaterThan(1);
    expect(card.race.event_id).toBe(race.event_id);
    const form = await getData(ctx.app, `/v1/racing/race-form/${race.meeting_id}/${race.event_id}`);
    expect(form.runners[0].form.length).toBe(4);

    const picks = race.runners.filter((r: { is_eliminated: boolean }) => !r.is_eliminated).slice(0, 2);
    const srm = await getData(
      ctx.app,
      `/v1/racing/same-race-multi-div?event_id=${race.event_id}&selections=${picks[0].saddle_number}:FWIN,${picks[1].saddle_number}:PTOP2`,
    );
    expect(srm.dividend).toBeGreaterThan(1);

    const quad = await getData(ctx.app, `/v1/racing/race-quadrella/${race.meeting_id}`);
    expect(quad.legs).toHaveLength(4);
    for (const leg of quad.legs) {
      const flags = leg.runners.map((r: { is_eliminated: boolean }) => r.is_eliminated);
      expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    }
  });

  it("yesterday's results exist on a fresh start, with result strings and dividends", async () => {
    const yesterday = addDays(dayOf(ctx.clock.now()), -1);
    const meetings = await getData(ctx.app, '/v1/racing/result-card');
    expect(meetings.length).toBeGreaterThan(0);
    expect(meetings[0].meeting_date).toBe(yesterday);
    const races = meetings.flatMap((m: { races: object[] }) => m.races);
    expect(
      races.every((r: { race_status: string }) => r.race_status === 'Final' || r.race_status === 'Abandoned'),
    ).toBe(true);
    const final = races.find((r: { race_status: string }) => r.race_status === 'Final');
    expect(final.result_string).toMatch(/^\d+(-\d+)+$/);
    expect(final.dividends.map((d: { dividend_code: string }) => d.dividend_code)).toContain('WTX');

    const [y, m, d] = yesterday.split('-').map(Number);
    const one = await getData(
      ctx.app,
      `/v1/racing/meeting-result-card?day=${d}&month=${m}&year=${y}&meeting_name=${encodeURIComponent(meetings[0].meeting_name)}&type=A`,
    );
    expect(one.meeting_id).toBe(meetings[0].meeting_id);
    expect(one.races[0].runners.length).toBeGreaterThan(0);
  });

  it("the racing page's meeting list is today's meetings with each race's number, status and jump only", async () => {
    const full = await ctx.app.inject({ method: 'GET', url: '/v1/racing/meetings?type=A' });
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/racing/meeting-list?type=A' });
    const meetings = list.json().data;
    expect(meetings.map((m: { meeting_id: number }) => m.meeting_id)).toEqual(
      full.json().data.map((m: { meeting_id: number }) => m.meeting_id),
    );
    expect(Object.keys(meetings[0].races[0]).sort()).toEqual(
      ['event_id', 'jumps_in_sec', 'meeting_id', 'race_number', 'race_status', 'race_type', 'start_time'].sort(),
    );
    // What makes it light: no products, dividends or runners (the full day is over a megabyte).
    expect(list.body.length * 10).toBeLessThan(full.body.length);
  });

  it('futures exist days ahead with fixed win only', async () => {
    const futures = await getData(ctx.app, '/v1/racing/futures');
    expect(futures.length).toBeGreaterThan(0);
    expect(Date.parse(futures[0].meeting_date)).toBeGreaterThan(ctx.clock.now() + 5 * 86_400_000);
    expect(futures[0].races[0].products.map((p: { dividend_code: string }) => p.dividend_code)).toEqual(['FWIN']);
  });

  it('bad ids are refused with a JSON error', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/racing/event-race/abc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/racing/event-race/999' })).statusCode).toBe(404);
  });

  // Last: it changes a race and moves the clock.
  it("a day's kept meetings are read again when what they show changes, not on a price move, and keep counting down", async () => {
    type Listed = { event_id: number; race_status: string; field_size: number; jumps_in_sec: number };
    const version = async () =>
      String((await ctx.db.query<{ version: unknown }>('SELECT version FROM racing_lists_version')).rows[0]!.version);
    const racesOf = async (url: string): Promise<Listed[]> =>
      (await getData(ctx.app, url)).flatMap((m: { races: Listed[] }) => m.races);
    // Tomorrow's card: every race open and hours from its jump, whatever the hour (today's may all have run).
    const day = addDays(dayOf(ctx.clock.now()), 1);
    const [race, other] = (await racesOf(`/v1/racing/meetings?type=A&date=${day}`)).filter(
      (r) => r.race_status === 'Open' && r.jumps_in_sec > 600,
    );
    const before = await version();
    await ctx.db.query(
      'UPDATE racing_runners SET odds = odds, approximate_odds = approximate_odds WHERE event_id = $1',
      [race!.event_id],
    );
    expect(await version()).toBe(before);

    await ctx.db.query("UPDATE racing_races SET race_status = 'Suspended' WHERE event_id = $1", [race!.event_id]);
    await ctx.db.query(
      `UPDATE racing_runners SET is_eliminated = true WHERE event_id = $1 AND saddle_number =
         (SELECT min(saddle_number) FROM racing_runners WHERE event_id = $1 AND NOT is_eliminated)`,
      [race!.event_id],
    );
    const changed = (await racesOf(`/v1/racing/meetings?type=A&date=${day}`)).find(
      (r) => r.event_id === race!.event_id,
    );
    expect(changed).toMatchObject({ race_status: 'Suspended', field_size: race!.field_size - 1 });
    const listed = (await racesOf(`/v1/racing/meeting-list?type=A&date=${day}`)).find(
      (r) => r.event_id === race!.event_id,
    );
    expect(listed!.race_status).toBe('Suspended');

    // Nothing changed but the time: the kept day, its countdowns a minute on.
    const counting = (await racesOf(`/v1/racing/meeting-list?type=A&date=${day}`)).find(
      (r) => r.event_id === other!.event_id,
    );
    ctx.clock.advance(60_000);
    const later = (await racesOf(`/v1/racing/meeting-list?type=A&date=${day}`)).find(
      (r) => r.event_id === other!.event_id,
    );
    expect(later!.jumps_in_sec).toBe(counting!.jumps_in_sec - 60);
  });
});
