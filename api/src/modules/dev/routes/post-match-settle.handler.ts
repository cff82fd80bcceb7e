import type { ApiHandler } from '../../../lib/type-provider';
import type { postMatchSettleSchema } from './post-match-settle.schema';
import { conflict, notFound } from '../../../lib/errors';
import { runningFeed } from '../running-feed';
import { MATCH_LENGTH_MS } from '../../feed/timeline';

export const postMatchSettleHandler: ApiHandler<typeof postMatchSettleSchema> = async (request) => {
  const { event_id } = request.params;
  const match = async () =>
    (
      await request.server.deps.db.query<{ event_id: number; match_status: string; result_string: string | null }>(
        'SELECT event_id, match_status, result_string FROM sports_matches WHERE event_id = $1',
        [event_id],
      )
    ).rows[0];
  const before = await match();
  if (!before) throw notFound('This match was not found');
  if (before.match_status === 'Final' || before.match_status === 'Abandoned')
    throw conflict('This match is already settled');
  const { simulator, tick } = runningFeed(request.server);
  simulator.forceScore(event_id, request.body);
  // The simulator plays a match by its timeline: a start a match's length back makes its next tick the Final.
  await request.server.deps.db.query(
    `UPDATE sports_matches SET match_starting_date = LEAST(match_starting_date, to_timestamp($2::float8 / 1000))
         WHERE event_id = $1`,
    [event_id, request.server.deps.clock.now() - MATCH_LENGTH_MS - 1000],
  );
  await tick();
  return match();
};
