import type { ApiHandler } from '../../../lib/type-provider';
import type { postRaceScratchSchema } from './post-race-scratch.schema';
import { notFound } from '../../../lib/errors';
import { publishIn } from '../../live-events/publish';
import { runningFeed } from '../running-feed';
import { raceOf } from './race-state';

export const postRaceScratchHandler: ApiHandler<typeof postRaceScratchSchema> = async (request) => {
  const { saddle_number } = request.body;
  const r = await raceOf(request.server.deps.db, request.params.event_id);
  const { simulator } = runningFeed(request.server);
  return request.server.deps.db.tx(async (q) => {
    const { rows } = await q.query(
      'SELECT 1 FROM racing_runners WHERE event_id = $1 AND saddle_number = $2 AND NOT is_eliminated',
      [r.event_id, saddle_number],
    );
    if (!rows[0]) throw notFound('This runner does not run in this race');
    const change = await simulator.scratch(q, r.event_id, saddle_number);
    await publishIn(q, { kind: 'odds', race_id: r.event_id, ...change, published_at: Date.now() });
    return { event_id: r.event_id, saddle_number };
  });
};
