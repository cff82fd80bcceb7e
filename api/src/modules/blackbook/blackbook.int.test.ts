import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD } from '../../../test/helpers';
import { addDays, dayOf, DAY_MS } from '../../lib/dates';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { MAX_ENTRIES } from './entries';
import { sendBlackbookAlerts } from './send-alerts';

type Punter = Awaited<ReturnType<typeof createPunter>>;
interface Runner {
  saddle_number: number;
  runner_id: string;
  runner_name: string;
  is_eliminated: boolean;
}
interface Race {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  race_number: number;
  race_type: string;
  runners: Runner[];
}

describe('Blackbook', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const call = (p: Punter | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/v1${url}`, headers: p?.headers, payload });
  /** A race of tomorrow's card (nothing jumps there while the suite runs). */
  const tomorrowsRace = async (index: number): Promise<Race> => {
    const meetings = await getData(ctx.app, `/v1/racing/meetings?date=${addDays(dayOf(ctx.clock.now()), 1)}`);
    const races = meetings.flatMap((m: { races: { event_id: number }[] }) => m.races);
    return getData(ctx.app, `/v1/racing/event-race/${races[index].event_id}`);
  };
  const running = (race: Race) => race.runners.find((r) => !r.is_eliminated)!;
  const save = (p: Punter, race: Race, runner = running(race)) =>
    call(p, 'POST', '/blackbook', {
      kind: 'runner',
      code: race.race_type,
      name: runner.runner_name,
      runner_id: runner.runner_id,
    });
  let tick: () => Promise<unknown>;
  /** What the sandbox's jump-in call does: the race now jumps `seconds` from now, and the feed ticks. */
  const jumpIn = async (race: Race, seconds: number) => {
    await ctx.db.query('UPDATE racing_races SET start_time = $2 WHERE event_id = $1', [
      race.event_id,
      new Date(ctx.clock.now() + seconds * 1000).toISOString(),
    ]);
    await tick();
  };
  const alertsOf = async (userId: string) =>
    (
      await ctx.db.query<{ event_id: number; alert: string }>(
        'SELECT event_id, alert FROM blackbook_alerts WHERE user_id = $1 ORDER BY sent_at, alert',
        [userId],
      )
    ).rows;
  /** The live events the API published: every NOTIFY on the live channel, as the replicas receive them. */
  const published: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const { feed, advance } = await startTestFeed(ctx);
    tick = () => feed.tick();
    // The alerts' "today" is the UTC day: late in it, the suite starts on the next, so an hour ahead is still today.
    const leftToday = DAY_MS - (ctx.clock.now() % DAY_MS);
    if (leftToday < 2 * 3_600_000) await advance(leftToday + 60_000, 10 * 60_000);
    await ctx.db.listen('live_events', (payload) => published.push(JSON.parse(payload)));
  }, 180_000);
  afterAll(async () => ctx.close());

  it('saves a runner from a race card and lists it with its next start', async () => {
    const p = await createPunter(ctx);
    const race = await tomorrowsRace(0);
    const runner = running(race);
    const saved = await save(p, race);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await call(p, 'GET', '/blackbook')).json();
    expect(list).toMatchObject({ mail_alerts: false, max_entries: MAX_ENTRIES });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      kind: 'runner',
      code: race.race_type,
      name: runner.runner_name,
      runner_id: runner.runner_id,
      note: '',
    });
    // Its next start is its soonest open race: this one, or an earlier one the same horse is entered in.
    const next = list.data[0].next_start;
    expect(next).not.toBeNull();
    expect(Date.parse(next.start_time)).toBeGreaterThan(ctx.clock.now());
    const nextRace: Race = await getData(ctx.app, `/v1/racing/event-race/${next.event_id}`);
    expect(nextRace.runners.find((r) => r.saddle_number === next.saddle_number)).toMatchObject({
      runner_id: runner.runner_id,
      runner_name: runner.runner_name,
    });
    expect(next).toMatchObject({ meeting_id: nextRace.meeting_id, race_number: nextRace.race_number });
  });

  it('saving the same runner twice keeps one entry; unknown runners and teams are not saved', async () => {
    const p = await createPunter(ctx);
    const race = await tomorrowsRace(1);
    const first = (await save(p, race)).json();
    const again = await save(p, race);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry_id).toBe(first.entry_id);
    expect((await call(p, 'GET', '/blackbook')).json().data).toHaveLength(1);
    const unknown = await call(p, 'POST', '/blackbook', {
      kind: 'runner',
      code: 'T',
      name: 'No Such Horse',
      runner_id: 'T-AU-0',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This runner was not found' });
    expect((await call(p, 'POST', '/blackbook', { kind: 'team', code: 'AFL', name: 'Nobody FC' })).statusCode).toBe(
      404,
    );
  });

  it('saves a team with its next match', async () => {
    const p = await createPunter(ctx);
    const { rows } = await ctx.db.query<{ sport_code: string; team_a: string; event_id: number }>(
      `SELECT sport_code, team_a, event_id FROM sports_matches WHERE match_status = 'Open' AND match_starting_date > $1
       ORDER BY match_starting_date LIMIT 1`,
      [new Date(ctx.clock.now()).toISOString()],
    );
    const team = rows[0];
    const res = await call(p, 'POST', '/blackbook', { kind: 'team', code: team.sport_code, name: team.team_a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'team', name: team.team_a, next_start: { event_id: team.event_id } });
    expect(res.json().next_start.match_name).toContain(team.team_a);
  });

  it('refuses bad input with 400 and the common error shape', async () => {
    const p = await createPunter(ctx);
    const bad = [
      { kind: 'horse', code: 'T', name: 'Star Legend' },
      { kind: 'runner', code: 'T', name: '' },
      { kind: 'runner', code: 'T', name: '   ' },
      { kind: 'runner', code: 'T<script>', name: 'Star Legend' },
      { kind: 'runner', code: 'T', name: 'x'.repeat(101) },
      { kind: 'runner', name: 'Star Legend' },
      // A runner is followed by its identity, never by a name alone.
      { kind: 'runner', code: 'T', name: 'Star Legend' },
      { kind: 'runner', code: 'T', name: 'Star Legend', runner_id: '' },
    ];
    for (const body of bad) {
      const res = await call(p, 'POST', '/blackbook', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
      expect(res.json()).toHaveProperty('errors');
    }
    const entry = (await save(p, await tomorrowsRace(2))).json();
    const tooLong = await call(p, 'PUT', `/blackbook/${entry.entry_id}/note`, { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await call(p, 'DELETE', '/blackbook/not-a-number')).statusCode).toBe(400);
    expect((await call(p, 'PUT', '/blackbook/preferences', { mail_alerts: 'maybe' })).statusCode).toBe(400);
  });

  it('every route needs a logged-in punter', async () => {
    expect((await call(undefined, 'GET', '/blackbook')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/blackbook', { kind: 'runner', code: 'T', name: 'A' })).statusCode).toBe(
      401,
    );
    expect((await call(undefined, 'DELETE', '/blackbook/1')).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', '/blackbook/1/note', { note: 'x' })).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', '/blackbook/preferences', { mail_alerts: true })).statusCode).toBe(401);
  });

  it("another punter's entry is not found: not listed, not noted, not removed", async () => {
    const owner = await createPunter(ctx);
    const other = await createPunter(ctx);
    const entry = (await save(owner, await tomorrowsRace(3))).json();
    expect((await call(other, 'GET', '/blackbook')).json().data).toEqual([]);
    const note = await call(other, 'PUT', `/blackbook/${entry.entry_id}/note`, { note: 'mine now' });
    expect(note.statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/blackbook/${entry.entry_id}`)).statusCode).toBe(404);
    const kept = (await call(owner, 'GET', '/blackbook')).json().data;
    expect(kept).toEqual([expect.objectContaining({ entry_id: entry.entry_id, note: '' })]);
  });

  it('the owner adds a note and removes the entry', async () => {
    const p = await createPunter(ctx);
    const entry = (await save(p, await tomorrowsRace(4))).json();
    const noted = await call(p, 'PUT', `/blackbook/${entry.entry_id}/note`, { note: '  Wants it wet  ' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().note).toBe('Wants it wet');
    expect((await call(p, 'GET', '/blackbook')).json().data[0].note).toBe('Wants it wet');
    expect((await call(p, 'DELETE', `/blackbook/${entry.entry_id}`)).json()).toEqual({ entry_id: entry.entry_id });
    expect((await call(p, 'GET', '/blackbook')).json().data).toEqual([]);
    expect((await call(p, 'DELETE', `/blackbook/${entry.entry_id}`)).statusCode).toBe(404);
  });

  it(`holds at most ${MAX_ENTRIES} entries`, async () => {
    const p = await createPunter(ctx);
    const { rows } = await ctx.db.query<{ name: string; runner_id: string }>(
      `SELECT DISTINCT ru.runner_id, ru.runner_name AS name FROM racing_runners ru JOIN racing_races r USING (event_id)
       JOIN racing_meetings m USING (meeting_id) WHERE m.race_type = 'T' ORDER BY 1 LIMIT $1`,
      [MAX_ENTRIES + 1],
    );
    expect(rows.length).toBe(MAX_ENTRIES + 1);
    // The first 200 straight into the table (the route's own path is proved above); the 201st through the route.
    await ctx.db.query(
      `INSERT INTO blackbook_entries (user_id, kind, code, name, subject, created_at)
       SELECT $1, 'runner', 'T', x.name, x.runner_id, now() FROM jsonb_to_recordset($2::jsonb) AS x(name text, runner_id text)`,
      [p.id, JSON.stringify(rows.slice(0, MAX_ENTRIES))],
    );
    const horse = (r: { name: string; runner_id: string }) => ({ kind: 'runner', code: 'T', ...r });
    const full = await call(p, 'POST', '/blackbook', horse(rows[MAX_ENTRIES]));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/Your Blackbook is full/);
    // One already saved is still given back.
    const saved = await call(p, 'POST', '/blackbook', horse(rows[0]));
    expect(saved.statusCode).toBe(200);
  });

  it('alerts once when a saved runner is entered today and once ten minutes before it jumps, however often ticked', async () => {
    const p = await createPunter(ctx);
    await call(p, 'PUT', '/blackbook/preferences', { mail_alerts: true });
    const race = await tomorrowsRace(5);
    const runner = running(race);
    await save(p, race);
    // Moved to later today: the runner is entered today.
    await jumpIn(race, 60 * 60);
    // Other replicas' ticks look again at the same moment: nothing more is sent.
    await Promise.all([sendBlackbookAlerts(ctx.db, ctx.clock.now()), sendBlackbookAlerts(ctx.db, ctx.clock.now())]);
    expect((await alertsOf(p.id)).filter((a) => a.event_id === race.event_id)).toEqual([
      { event_id: race.event_id, alert: 'entered' },
    ]);
    // Ten minutes out: the jump-soon alert, once.
    await jumpIn(race, 10 * 60);
    await Promise.all([sendBlackbookAlerts(ctx.db, ctx.clock.now()), sendBlackbookAlerts(ctx.db, ctx.clock.now())]);
    expect((await alertsOf(p.id)).filter((a) => a.event_id === race.event_id)).toEqual([
      { event_id: race.event_id, alert: 'entered' },
      { event_id: race.event_id, alert: 'jump-soon' },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    const mine = published.filter((e) => e.kind === 'blackbook' && e.userId === p.id && e.event_id === race.event_id);
    expect(mine.map((e) => e.message)).toEqual([
      `Blackbook: ${runner.runner_name} is entered today in ${race.meeting_name} R${race.race_number}.`,
      `Blackbook: ${runner.runner_name} jumps in 10 minutes in ${race.meeting_name} R${race.race_number}.`,
    ]);
    const mails = await ctx.db.query<{ subject: string }>(
      "SELECT subject FROM outbox_mails WHERE to_email = $1 AND subject LIKE 'Blackbook:%' ORDER BY id",
      [`${p.username}@example.test`],
    );
    // The same horse may run again today in another race: that race's mail is its own.
    const thisRace = `in ${race.meeting_name} R${race.race_number}.`;
    expect(mails.rows.map((m) => m.subject).filter((s) => s.endsWith(thisRace))).toEqual(mine.map((e) => e.message));
  });

  it('sends no mail unless the punter asked for it, and nothing for a race tomorrow', async () => {
    const p = await createPunter(ctx);
    const later = await tomorrowsRace(6);
    const soon = await tomorrowsRace(7);
    await save(p, later, running(later));
    await save(p, soon, running(soon));
    // One runner's start is tomorrow (nothing yet); the other is already within ten minutes: jump-soon only.
    await jumpIn(soon, 5 * 60);
    const alerts = await alertsOf(p.id);
    expect(alerts.filter((a) => a.event_id === later.event_id)).toEqual([]);
    expect(alerts.filter((a) => a.event_id === soon.event_id)).toEqual([
      { event_id: soon.event_id, alert: 'jump-soon' },
    ]);
    const mails = await ctx.db.query('SELECT 1 FROM outbox_mails WHERE to_email = $1', [`${p.username}@example.test`]);
    expect(mails.rows).toEqual([]);
  });

  it('follows the horse, not the name: a namesake in another race is neither its next start nor its alert', async () => {
    const followed = await tomorrowsRace(8);
    const horse = running(followed);
    // A namesake: another animal of the same race type, given the same name, in a race that jumps sooner.
    const { rows } = await ctx.db.query<{ event_id: number; saddle_number: number; runner_id: string }>(
      `SELECT ru.event_id, ru.saddle_number, ru.runner_id FROM racing_runners ru JOIN racing_races r USING (event_id)
       JOIN racing_meetings m USING (meeting_id)
       WHERE m.race_type = $1 AND ru.runner_id <> $2 AND ru.event_id <> $3 AND NOT ru.is_eliminated
         AND r.race_status = 'Open' AND r.start_time > $4
       ORDER BY r.start_time DESC LIMIT 1`,
      [followed.race_type, horse.runner_id, followed.event_id, new Date(ctx.clock.now()).toISOString()],
    );
    const namesake = rows[0];
    await ctx.db.query('UPDATE racing_runners SET runner_name = $3 WHERE event_id = $1 AND saddle_number = $2', [
      namesake.event_id,
      namesake.saddle_number,
      horse.runner_name,
    ]);
    const namesakeRace: Race = await getData(ctx.app, `/v1/racing/event-race/${namesake.event_id}`);
    await jumpIn(followed, 60 * 60);
    await jumpIn(namesakeRace, 30 * 60);

    const p = await createPunter(ctx);
    await save(p, followed, horse);
    const [entry] = (await call(p, 'GET', '/blackbook')).json().data;
    expect(entry).toMatchObject({ name: horse.runner_name, runner_id: horse.runner_id });
    expect(entry.next_start).toMatchObject({ event_id: followed.event_id, saddle_number: horse.saddle_number });
    await tick();
    expect((await alertsOf(p.id)).map((a) => a.event_id)).toEqual([followed.event_id]);

    // Both namesakes followed: two entries, each with its own start.
    const namesakeRunner = namesakeRace.runners.find((r) => r.saddle_number === namesake.saddle_number)!;
    expect(namesakeRunner).toMatchObject({ runner_id: namesake.runner_id, runner_name: horse.runner_name });
    const both = await createPunter(ctx);
    await save(both, followed, horse);
    await save(both, namesakeRace, namesakeRunner);
    const starts = (await call(both, 'GET', '/blackbook'))
      .json()
      .data.map((e: { runner_id: string; next_start: { event_id: number } }) => [e.runner_id, e.next_start.event_id]);
    expect(starts).toEqual([
      [namesake.runner_id, namesake.event_id],
      [horse.runner_id, followed.event_id],
    ]);
  });

  it("'entered today' and the mail's time are the punter's, in the zone their browser told at login", async () => {
    // UTC+1 all year: the punter's midnight is 23:00 UTC, an hour before the feed's (the suite starts 2 h or more
    // before it).
    const zone = 'Etc/GMT-1';
    const p = await createPunter(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { cookie: `tz=${encodeURIComponent(zone)}` },
      payload: { username: p.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const kept = await ctx.db.query<{ time_zone: string }>('SELECT time_zone FROM users WHERE id = $1', [p.id]);
    expect(kept.rows[0].time_zone).toBe(zone);
    await call(p, 'PUT', '/blackbook/preferences', { mail_alerts: true });
    const utcPunter = await createPunter(ctx);

    const utcMidnight = (Math.floor(ctx.clock.now() / DAY_MS) + 1) * DAY_MS;
    const beforeTheirMidnight = await tomorrowsRace(9);
    const afterTheirMidnight = await tomorrowsRace(10);
    const at = (race: Race, ms: number) =>
      ctx.db.query('UPDATE racing_races SET start_time = $2 WHERE event_id = $1', [race.event_id, new Date(ms)]);
    await at(beforeTheirMidnight, utcMidnight - 65 * 60_000);
    await at(afterTheirMidnight, utcMidnight - 55 * 60_000);
    await save(p, beforeTheirMidnight);
    await save(p, afterTheirMidnight);
    await save(utcPunter, afterTheirMidnight);
    await sendBlackbookAlerts(ctx.db, ctx.clock.now());

    // 23:05 UTC is tomorrow at the punter's (00:05), still today in UTC for a punter whose zone is not known.
    expect(await alertsOf(p.id)).toEqual([{ event_id: beforeTheirMidnight.event_id, alert: 'entered' }]);
    expect(await alertsOf(utcPunter.id)).toEqual([{ event_id: afterTheirMidnight.event_id, alert: 'entered' }]);
    const mails = await ctx.db.query<{ body: string }>('SELECT body FROM outbox_mails WHERE to_email = $1', [
      `${p.username}@example.test`,
    ]);
    const race = `${beforeTheirMidnight.meeting_name} R${beforeTheirMidnight.race_number}`;
    expect(mails.rows.map((m) => m.body.split('\n\n')[1])).toEqual([`${race} jumps at 11:55 PM GMT+1.`]);
  });
});
