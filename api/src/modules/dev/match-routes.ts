import type { ApiRoutes } from '../../lib/type-provider';
import { errorResponses, int, nullable, obj, str } from '../../lib/schemas';
import { conflict, notFound } from '../../lib/errors';
import { eventParams, runningFeed } from './running-feed';
import { MATCH_LENGTH_MS } from '../feed/simulator';

/** Matches under a test's or a demo's control: settle one with a chosen score. Sandbox only, like every /v1/dev route. */
export const devMatchRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  const { db, clock } = app.deps;
  const tags = ['dev'];
  const feed = () => runningFeed(app);

  app.post(
    '/dev/feed/matches/:event_id/settle',
    {
      schema: {
        tags,
        summary: 'The match is played and Final with this score; bets on it are settled',
        params: eventParams,
        body: obj({
          score_a: { type: 'integer', minimum: 0, maximum: 999 },
          score_b: { type: 'integer', minimum: 0, maximum: 999 },
        }),
        response: {
          200: obj({ event_id: int, match_status: str, result_string: nullable(str) }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const { event_id } = request.params;
      const match = async () =>
        (
          await db.query<{ event_id: number; match_status: string; result_string: string | null }>(
            'SELECT event_id, match_status, result_string FROM sports_matches WHERE event_id = $1',
            [event_id],
          )
        ).rows[0];
      const before = await match();
      if (!before) throw notFound('This match was not found');
      if (before.match_status === 'Final' || before.match_status === 'Abandoned')
        throw conflict('This match is already settled');
      const { simulator, tick } = feed();
      simulator.forceScore(event_id, request.body);
      // The simulator plays a match by its timeline: a start a match's length back makes its next tick the Final.
      await db.query(
        `UPDATE sports_matches SET match_starting_date = LEAST(match_starting_date, to_timestamp($2::float8 / 1000))
         WHERE event_id = $1`,
        [event_id, clock.now() - MATCH_LENGTH_MS - 1000],
      );
      await tick();
      return match();
    },
  );
};
