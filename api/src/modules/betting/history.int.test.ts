import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp } from '../../../test/helpers';
import { getData, startTestFeed } from '../../../test/feed-helpers';
import { FINAL_AFTER_MS } from '../feed/timeline';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Race = {
  event_id: number;
  event_name: string;
  race_number: number;
  start_time: string;
  runners: { saddle_number: number; runner_name: string; is_eliminated: boolean; odds: Record<string, number> }[];
};

describe('GET /v1/betting/bets: My Bets, the punter’s own pending and settled bets', () => {
  let ctx: Ctx;
  let feed: Awaited<ReturnType<typeof startTestFeed>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    feed = await startTestFeed(ctx);
  }, 180_000);
  afterAll(async () => ctx.close());

  const bets = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/v1/betting/bets${query}`, headers });
  let seq = 0;
  const place = (headers: Record<string, string>, race: Race, saddle: number, dollars: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers,
      payload: {
        coupon_tracking_code: `history-${Date.now()}-${seq++}`,
        legs: [
          {
            leg_id: `${race.event_id}-${saddle}`,
            event_id: race.event_id,
            bet_type: 'FWIN',
            selections: String(saddle),
            bet_amount: dollars,
            total_amount: dollars,
            requested_dividend: race.runners.find((r) => r.saddle_number === saddle)!.odds.FWIN,
            event_type: 'R',
          },
        ],
      },
    });

  it('answers 401 without a login, and 400 with a field message for an unknown list or a bad page', async () => {
    expect((await bets('?status=pending')).statusCode).toBe(401);
    const punter = await createPunter(ctx);
    const unknown = await bets('?status=everything', punter.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('status');
    expect((await bets('?page=0', punter.headers)).statusCode).toBe(400);
    expect((await bets('?count=1000', punter.headers)).statusCode).toBe(400);
  });

  it('lists a placed bet as pending, then settled with its return once the race is final; never another punter’s', async () => {
    const punter = await createPunter(ctx, { cashCents: 10_000 });
    const other = await createPunter(ctx, { cashCents: 10_000 });
    const list: Race[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const soon = list.find((r) => Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000)!;
    const race: Race = await getData(ctx.app, `/v1/racing/event-race/${soon.event_id}`);
    const starters = race.runners.filter((r) => !r.is_eliminated).map((r) => r.saddle_number);
    const [winner, loser] = starters;
    feed.sim.forceResult(race.event_id, starters);

    for (const saddle of [winner, loser, winner])
      expect((await place(punter.headers, race, saddle, 5)).statusCode).toBe(200);
    expect((await place(other.headers, race, winner, 7)).statusCode).toBe(200);

    const pending = await bets('?status=pending&page=1&count=2', punter.headers);
    expect(pending.statusCode, pending.body).toBe(200);
    const page1 = pending.json().data;
    expect(page1).toMatchObject({ page: 1, count: 2, total: 3, total_pages: 2 });
    expect(page1.bets).toHaveLength(2);
    expect(page1.bets[0]).toMatchObject({
      bet_kind: 'single',
      status: 'Accepted',
      stake_cents: 500,
      return_cents: 0,
      settled_at: null,
      legs: [
        {
          leg_no: 1,
          event_id: race.event_id,
          runner_name: race.runners.find((r) => r.saddle_number === winner)!.runner_name,
          result: 'pending',
        },
      ],
    });
    expect(page1.bets[0].legs[0].event_name).toMatch(new RegExp(` R${race.race_number}$`));
    const page2 = (await bets('?status=pending&page=2&count=2', punter.headers)).json().data;
    expect(page2.bets).toHaveLength(1);
    const tickets = [...page1.bets, ...page2.bets].map((b: { ticket_number: string }) => b.ticket_number);
    expect(new Set(tickets).size).toBe(3);
    // The other punter sees their own bet only (the defaults: pending, page 1, 20 a page).
    const theirs = (await bets('', other.headers)).json().data;
    expect(theirs.bets.map((b: { stake_cents: number }) => b.stake_cents)).toEqual([700]);
    expect(tickets).not.toContain(theirs.bets[0].ticket_number);
    expect((await bets('?status=settled', punter.headers)).json().data).toMatchObject({
      bets: [],
      total: 0,
      total_pages: 1,
    });

    await feed.advance(Date.parse(race.start_time) + FINAL_AFTER_MS - ctx.clock.now() + 1000);
    expect((await bets('?status=pending', punter.headers)).json().data.bets).toEqual([]);
    const settled = (await bets('?status=settled', punter.headers)).json().data;
    expect(settled.total).toBe(3);
    const won = settled.bets.filter((b: { status: string }) => b.status === 'Return_Of');
    expect(won).toHaveLength(2);
    for (const bet of won) {
      expect(bet.return_cents).toBe(Math.floor(500 * bet.dividend + 1e-9));
      expect(bet.legs[0].result).toBe('won');
      expect(Date.parse(bet.settled_at)).toBeGreaterThan(Date.parse(bet.placed_at));
    }
    expect(settled.bets.find((b: { status: string }) => b.status === 'No_Return')).toMatchObject({
      return_cents: 0,
      legs: [{ result: 'lost' }],
    });
  }, 180_000);

  /** The next races with 8+ starters that jump at least 10 minutes from now. */
  async function racesAhead(n: number): Promise<Race[]> {
    const list: (Race & { field_size: number })[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    const ahead = list.filter((r) => r.field_size >= 8 && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000);
    return Promise.all(ahead.slice(0, n).map((r) => getData(ctx.app, `/v1/racing/event-race/${r.event_id}`)));
  }
  const starters = (r: Race) => r.runners.filter((x) => !x.is_eliminated).map((x) => x.saddle_number);
  const winLeg = (r: Race, saddle: number, dollars: number) => ({
    leg_id: `${r.event_id}-${saddle}`,
    event_id: r.event_id,
    bet_type: 'FWIN',
    selections: String(saddle),
    bet_amount: dollars,
    total_amount: dollars,
    requested_dividend: r.runners.find((x) => x.saddle_number === saddle)!.odds.FWIN,
    event_type: 'R',
  });
  const request = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/betting/request-bet',
      headers,
      payload: { coupon_tracking_code: `history-${Date.now()}-${seq++}`, ...body },
    });
  type Listed = {
    bet_kind: string;
    special_type: string | null;
    description: string;
    legs: { runners: Record<string, string> | null }[];
  };
  const listed = async (query: string, headers: Record<string, string>): Promise<Listed[]> => {
    const res = await bets(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.bets;
  };

  it('lists every bet kind on both tabs (a box trifecta and a same race multi no longer answer 400), filtered by kind and day', async () => {
    const punter = await createPunter(ctx, { cashCents: 100_000 });
    const [r1, r2, r3] = await racesAhead(3);
    const [a, b, c] = starters(r1);
    feed.sim.forceResult(r1.event_id, starters(r1));
    for (const r of [r2, r3]) feed.sim.forceResult(r.event_id, starters(r));
    const srm = `${a}:FWIN,${b}:PTOP2`;
    const srmPrice = (
      await getData(ctx.app, `/v1/racing/same-race-multi-div?event_id=${r1.event_id}&selections=${srm}`)
    ).dividend;
    const exotics = await request(punter.headers, {
      legs: [
        {
          leg_id: 'tri',
          event_id: r1.event_id,
          bet_type: 'Exotic',
          special_type: 'BoxTrifecta',
          selections: `${a},${b},${c}`,
          bet_amount: 1,
          total_amount: 6,
        },
        {
          leg_id: 'srm',
          event_id: r1.event_id,
          bet_type: 'Exotic',
          special_type: 'SameRaceMulti',
          selections: srm,
          bet_amount: 2,
          total_amount: 2,
          requested_dividend: srmPrice,
        },
      ],
    });
    expect(exotics.statusCode, exotics.body).toBe(200);
    const pair = [winLeg(r1, a, 0), winLeg(r2, starters(r2)[0], 0)];
    expect((await request(punter.headers, { legs: pair, multi_bet_amount: 3 })).statusCode).toBe(200);
    // A parlay takes three legs or more: one Double of the three.
    const doubles = await request(punter.headers, {
      legs: [...pair, winLeg(r3, starters(r3)[0], 0)],
      parlay_options: [{ combinations: [pair.map((l) => l.leg_id)], amount: 4 }],
    });
    expect(doubles.statusCode, doubles.body).toBe(200);

    const pending = await listed('?status=pending', punter.headers);
    expect(pending.map((x) => x.special_type ?? x.bet_kind).sort()).toEqual(
      ['BoxTrifecta', 'SameRaceMulti', 'multi', 'parlay'].sort(),
    );
    // Each bet described in words, the same words the receipt, toast and transactions read.
    const described = (special: string) => pending.find((x) => x.special_type === special)!.description;
    const runnerName = (r: Race, s: number) => r.runners.find((x) => x.saddle_number === s)!.runner_name;
    // Runners by number and name (issue 36 item 2), in the description and in each leg's names for My Bets.
    const named = (s: number) => `${s}. ${runnerName(r1, s)}`;
    expect(described('BoxTrifecta')).toBe(`${r1.event_name} · Box Trifecta ${named(a)}, ${named(b)}, ${named(c)}`);
    expect(described('SameRaceMulti')).toBe(`${r1.event_name} · Same Race Multi: ${named(a)} Win, ${named(b)} Top 2`);
    const boxLeg = pending.find((x) => x.special_type === 'BoxTrifecta')!.legs[0]!;
    expect(boxLeg.runners?.[String(a)]).toBe(runnerName(r1, a));
    expect(pending.find((x) => x.bet_kind === 'multi')!.legs[0]!.runners).toBeNull();
    expect(pending.find((x) => x.bet_kind === 'multi')!.description).toBe(
      `2-leg Multi: ${r1.event_name} · ${a}. ${runnerName(r1, a)} · Fixed Win / ${r2.event_name} · ` +
        `${starters(r2)[0]}. ${runnerName(r2, starters(r2)[0])} · Fixed Win`,
    );
    expect(pending.find((x) => x.bet_kind === 'parlay')!.description).toMatch(/^Double: /);
    const kinds = { exotic: 'BoxTrifecta', same_race_multi: 'SameRaceMulti', multi: 'multi', parlay: 'parlay' };
    for (const [kind, expected] of Object.entries(kinds)) {
      const only = await listed(`?status=pending&kind=${kind}`, punter.headers);
      expect(
        only.map((x) => x.special_type ?? x.bet_kind),
        kind,
      ).toEqual([expected]);
    }
    expect(await listed('?status=pending&kind=single', punter.headers)).toEqual([]);
    const today = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    const dayAfter = new Date(ctx.clock.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await listed(`?status=pending&from=${today}&to=${today}`, punter.headers)).toHaveLength(4);
    expect(await listed(`?status=pending&from=${dayAfter}`, punter.headers)).toEqual([]);
    expect(await listed(`?status=pending&to=2020-01-01`, punter.headers)).toEqual([]);
    const badDay = await bets('?from=2026-02-30', punter.headers);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors).toHaveProperty('from');
    expect((await bets('?kind=everything', punter.headers)).statusCode).toBe(400);

    const last = Math.max(...[r1, r2, r3].map((r) => Date.parse(r.start_time)));
    await feed.advance(last + FINAL_AFTER_MS - ctx.clock.now() + 1000);
    expect(await listed('?status=pending', punter.headers)).toEqual([]);
    const settled = await listed('?status=settled', punter.headers);
    expect(settled).toHaveLength(4);
    expect(settled.find((x) => x.bet_kind === 'multi')!.legs).toHaveLength(2);
    expect(await listed('?status=settled&kind=parlay', punter.headers)).toHaveLength(1);
  }, 180_000);
});
