import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { startTestFeed } from '../../../test/feed-helpers';

type Result = { kind: string; label: string; detail: string; path: string };

describe('search: what punters type', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const find = async (q: string): Promise<Result[]> => {
    const res = await ctx.app.inject({ url: `/v1/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
  }, 180_000);
  afterAll(async () => ctx.close());

  it('finds sports as the SPEC spells them, and competitions', async () => {
    expect(await find('afl')).toContainEqual({ kind: 'sport', label: 'AFL', detail: 'Sport', path: '/afl' });
    expect((await find('premiership')).some((r) => r.kind === 'competition' && r.path === '/afl/afl-premiership')).toBe(
      true,
    );
  });

  it('finds meetings by part of the track name, and runners and teams by name', async () => {
    const { rows } = await ctx.db.query<{ meeting_name: string }>(
      'SELECT meeting_name FROM racing_meetings WHERE NOT is_futures ORDER BY meeting_id DESC LIMIT 1',
    );
    const track = rows[0].meeting_name;
    const meetings = (await find(track.slice(0, 4).toLowerCase())).filter((r) => r.kind === 'meeting');
    expect(meetings.map((m) => m.label)).toContain(track);
    expect(meetings[0].path).toMatch(/^\/racing\/meeting\/\d{4}-\d{2}-\d{2}\/\d+$/);

    const { rows: runner } = await ctx.db.query<{ runner_name: string }>(
      `SELECT x.runner_name FROM racing_runners x JOIN racing_races r USING (event_id)
       WHERE r.race_status = 'Open' AND NOT x.is_eliminated ORDER BY r.start_time DESC LIMIT 1`,
    );
    const runners = (await find(runner[0].runner_name)).filter((r) => r.kind === 'runner');
    expect(runners[0].path).toMatch(/^\/racing\/race\/\d+\/\d+$/);

    const { rows: team } = await ctx.db.query<{ team_a: string }>(
      "SELECT team_a FROM sports_matches WHERE match_status = 'Open' ORDER BY match_starting_date DESC LIMIT 1",
    );
    const teams = (await find(team[0].team_a)).filter((r) => r.kind === 'team');
    expect(teams[0].label).toBe(team[0].team_a);
    expect(teams[0].path).toMatch(/-\d+$/);
  });

  it('refuses a query of one letter or of more than 50 with a 400, and takes % and _ literally', async () => {
    expect((await ctx.app.inject({ url: '/v1/search?q=a' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/v1/search?q=${'x'.repeat(51)}` })).statusCode).toBe(400);
    expect(await find('%%')).toEqual([]);
  });
});
