import type { ApiRoutes } from '../../lib/type-provider';
import { dateTime, errorResponses, int, nullable, num, obj, str } from '../../lib/schemas';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { ManualClock } from '../../lib/clock';
import { publishIn } from '../push/publish';
import { eventParams, runningFeed } from './running-feed';
import { FINAL_AFTER_MS } from '../feed/simulator';

/** Longest single clock move: a day, so a typo cannot push the feed years ahead. */
const MAX_ADVANCE_SECONDS = 24 * 3600;
/** Feed steps while the clock moves: a race's statuses (Closed, Interim, Final) each get a tick of their own. */
const ADVANCE_STEP_MS = 30_000;

const raceState = obj({ event_id: int, race_status: str, result_string: nullable(str), start_time: dateTime });

interface RaceRow {
  event_id: number;
  meeting_id: number;
  race_status: string;
  result_string: string | null;
  start_time: Date;
}

/**
 * The feed under a test's or a demo's control (FEED=manual, or the live simulator): move the clock, jump a race,
 * set a price, settle a race with a chosen finish. Sandbox only, like every /v1/dev route.
 */
export const devFeedRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  const { db, clock } = app.deps;
  const tags = ['dev'];
  const feed = () => runningFeed(app);
  const race = async (eventId: number) => {
    const { rows } = await db.query<RaceRow>(
      'SELECT event_id, meeting_id, race_status, result_string, start_time FROM racing_races WHERE event_id = $1',
      [eventId],
    );
    if (!rows[0]) throw notFound('This race was not found');
    return rows[0];
  };
  const stateOf = (r: RaceRow) => ({
    event_id: r.event_id,
    race_status: r.race_status,
    result_string: r.result_string,
    start_time: new Date(r.start_time).toISOString(),
  });

  app.get(
    '/dev/feed/clock',
    {
      schema: {
        tags,
        summary: 'The feed’s clock: now, and whether it is manual (FEED=manual) or real',
        response: { 200: obj({ now: dateTime, manual: { type: 'boolean' } }) },
      },
    },
    async () => ({ now: new Date(clock.now()).toISOString(), manual: clock instanceof ManualClock }),
  );

  app.post(
    '/dev/feed/advance',
    {
      schema: {
        tags,
        summary: 'Moves the manual clock forward, ticking the feed every 30 seconds of it (races jump, run, settle)',
        body: obj({ seconds: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_SECONDS } }),
        response: { 200: obj({ now: dateTime }), ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      if (!(clock instanceof ManualClock)) throw conflict('The clock is real: start the API with FEED=manual');
      const loop = feed();
      for (let left = request.body.seconds * 1000; left > 0; left -= ADVANCE_STEP_MS) {
        clock.advance(Math.min(ADVANCE_STEP_MS, left));
        await loop.tick();
      }
      return { now: new Date(clock.now()).toISOString() };
    },
  );

  app.post(
    '/dev/feed/races/:event_id/jump',
    {
      schema: {
        tags,
        summary: 'The race jumps now: betting on it closes (Closed)',
        params: eventParams,
        response: { 200: raceState, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const r = await race(request.params.event_id);
      if (r.race_status !== 'Open' && r.race_status !== 'Suspended') throw conflict('This race has already jumped');
      await db.query('UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000) WHERE event_id = $1', [
        r.event_id,
        clock.now(),
      ]);
      await feed().tick();
      return stateOf(await race(r.event_id));
    },
  );

  app.post(
    '/dev/feed/races/:event_id/jump-in',
    {
      schema: {
        tags,
        summary: 'The race will jump this many seconds from now (a day at most): its time moves, it stays open',
        params: eventParams,
        body: obj({ seconds: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_SECONDS } }),
        response: { 200: raceState, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const r = await race(request.params.event_id);
      if (r.race_status !== 'Open') throw conflict('This race is not open');
      await db.query(
        `UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000), fate = 'run' WHERE event_id = $1`,
        [r.event_id, clock.now() + request.body.seconds * 1000],
      );
      // The tick sends the Blackbook alerts the new time makes due.
      await feed().tick();
      return stateOf(await race(r.event_id));
    },
  );

  app.post(
    '/dev/feed/races/:event_id/price',
    {
      schema: {
        tags,
        summary: 'Sets one runner’s price on one product (fixed win by default); pushed to clients as an odds event',
        params: eventParams,
        body: obj(
          {
            saddle_number: { type: 'integer', minimum: 1, maximum: 99 },
            price: { type: 'number', minimum: 1.01, maximum: 10000 },
            dividend_code: { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' },
          },
          ['dividend_code'],
        ),
        response: {
          200: obj({ event_id: int, saddle_number: int, odds: { type: 'object', additionalProperties: num } }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { saddle_number, price, dividend_code = 'FWIN' } = request.body;
      const r = await race(request.params.event_id);
      return db.tx(async (q) => {
        const { rows } = await q.query<{ odds: Record<string, number>; is_eliminated: boolean }>(
          `UPDATE racing_runners SET odds = odds || jsonb_build_object($3::text, $4::numeric)
           WHERE event_id = $1 AND saddle_number = $2 RETURNING odds, is_eliminated`,
          [r.event_id, saddle_number, dividend_code, price],
        );
        if (!rows[0]) throw notFound('This runner is not in this race');
        await publishIn(q, {
          kind: 'odds',
          race_id: r.event_id,
          event_id: r.event_id,
          runners: [{ saddle_number, is_eliminated: rows[0].is_eliminated, odds: { [dividend_code]: price } }],
          published_at: Date.now(),
        });
        return { event_id: r.event_id, saddle_number, odds: rows[0].odds };
      });
    },
  );

  app.post(
    '/dev/feed/races/:event_id/scratch',
    {
      schema: {
        tags,
        summary:
          'Scratches a runner: its chance goes to the rest of the field, whose prices are worked out again; pushed to clients as an odds event',
        params: eventParams,
        body: obj({ saddle_number: { type: 'integer', minimum: 1, maximum: 99 } }),
        response: { 200: obj({ event_id: int, saddle_number: int }), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { saddle_number } = request.body;
      const r = await race(request.params.event_id);
      const { simulator } = feed();
      return db.tx(async (q) => {
        const { rows } = await q.query(
          'SELECT 1 FROM racing_runners WHERE event_id = $1 AND saddle_number = $2 AND NOT is_eliminated',
          [r.event_id, saddle_number],
        );
        if (!rows[0]) throw notFound('This runner does not run in this race');
        const change = await simulator.scratch(q, r.event_id, saddle_number);
        await publishIn(q, { kind: 'odds', race_id: r.event_id, ...change, published_at: Date.now() });
        return { event_id: r.event_id, saddle_number };
      });
    },
  );

  app.post(
    '/dev/feed/races/:event_id/settle',
    {
      schema: {
        tags,
        summary:
          'The race runs and is Final with this finish (saddle numbers, first first; the rest follow by number); bets on it are settled',
        params: eventParams,
        body: obj({
          order: { type: 'array', minItems: 1, maxItems: 30, items: { type: 'integer', minimum: 1, maximum: 99 } },
        }),
        response: { 200: raceState, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const r = await race(request.params.event_id);
      if (r.race_status === 'Final' || r.race_status === 'Abandoned') throw conflict('This race is already settled');
      const { rows } = await db.query<{ saddle_number: number }>(
        'SELECT saddle_number FROM racing_runners WHERE event_id = $1 AND NOT is_eliminated ORDER BY saddle_number',
        [r.event_id],
      );
      const field = rows.map((x) => x.saddle_number);
      const { order } = request.body;
      if (new Set(order).size !== order.length || order.some((s) => !field.includes(s)))
        throw badRequest('The finish names each running runner once', { order: 'must be running saddle numbers' });
      const { simulator, tick } = feed();
      simulator.forceResult(r.event_id, [...order, ...field.filter((s) => !order.includes(s))]);
      // The simulator runs a race by its timeline: placing the jump far enough back makes its next tick the Final.
      await db.query(
        `UPDATE racing_races SET start_time = LEAST(start_time, to_timestamp($2::float8 / 1000)), fate = 'run'
         WHERE event_id = $1`,
        [r.event_id, clock.now() - FINAL_AFTER_MS],
      );
      await tick();
      // The tick pushed the race's new status and settled the bets on it.
      return stateOf(await race(r.event_id));
    },
  );
};
