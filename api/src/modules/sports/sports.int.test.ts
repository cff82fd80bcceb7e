import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { sports } from './catalog';
import { getData, startTestFeed } from '../../../test/feed-helpers';

describe('sports calls on the simulated feed', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await startTestFeed(ctx);
    // Generous: a fresh database plus the feed's first day on a busy shared machine.
  }, 180_000);
  afterAll(async () => ctx.close());

  it('the sport nav lists every sport of SPEC section 1 with competitions', async () => {
    const nav = await getData(ctx.app, '/v1/sports/get-sport-nav');
    expect(nav.map((s: { sport_name: string }) => s.sport_name)).toEqual(sports.map((s) => s.name));
    expect(nav).toHaveLength(25);
    expect(nav[0].competitions.length).toBeGreaterThan(0);
  });

  it('upcoming matches carry head-to-head, line, margin and total markets', async () => {
    const list = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=10');
    expect(list).toHaveLength(10);
    const afl = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=5&sport_code=AFL');
    expect(afl.every((m: { sport_code: string }) => m.sport_code === 'AFL')).toBe(true);
    const match = await getData(ctx.app, `/v1/sports/get-event-match/${afl[0].event_id}/3`);
    const types = match.submarkets.flatMap((m: { selections: { bet_type: string }[] }) =>
      m.selections.map((s) => s.bet_type),
    );
    expect(types).toEqual(
      expect.arrayContaining(['AWin', 'BWin', 'ALine', 'BLine', 'AMgn1', 'BMgn2', 'TotalOver', 'TotalUnder']),
    );
    expect(match.team_a_line % 1).not.toBe(0);
    expect(match).toHaveProperty('margin_one_low_value', 1);
    expect(match.total_over).toBeGreaterThan(0);
  });

  it('competition, round and multiple calls answer with matches', async () => {
    const [first] = await getData(ctx.app, '/v1/sports/get-upcoming-matches?count=1');
    const comp = await getData(ctx.app, `/v1/sports/get-event-comp/${first.competition_id}?sortBy=name`);
    expect(comp.matches.length).toBeGreaterThan(0);
    const round = await getData(
      ctx.app,
      `/v1/sports/get-round-matches?group=${first.competition_id}&sport=${first.sport_code}&sub_comp_grouping=${encodeURIComponent(first.round_name)}`,
    );
    expect(round.matches.every((m: { round_name: string }) => m.round_name === first.round_name)).toBe(true);
    const many = await getData(ctx.app, `/v1/sports/get-multiple-event-matches?ids=${first.event_id}`);
    expect(many[0].event_id).toBe(first.event_id);
    const rounds = await getData(ctx.app, `/v1/sports/get-multiple-round-matches?groups=${first.competition_id},11`);
    expect(rounds).toHaveLength(2);
  });

  it('a played match is Final with a result', async () => {
    const { rows } = await ctx.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM sports_matches WHERE match_status = 'Final' AND result_string IS NOT NULL",
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});
