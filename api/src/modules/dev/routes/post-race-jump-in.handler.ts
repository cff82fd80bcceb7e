import type { ApiHandler } from '../../../lib/type-provider';
import type { postRaceJumpInSchema } from './post-race-jump-in.schema';
import { conflict } from '../../../lib/errors';
import { runningFeed } from '../running-feed';
import { raceOf, stateOf } from './race-state';

export const postRaceJumpInHandler: ApiHandler<typeof postRaceJumpInSchema> = async (request) => {
  const r = await raceOf(request.server.deps.db, request.params.event_id);
  if (r.race_status !== 'Open') throw conflict('This race is not open');
  await request.server.deps.db.query(
    `UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000), fate = 'run' WHERE event_id = $1`,
    [r.event_id, request.server.deps.clock.now() + request.body.seconds * 1000],
  );
  // The tick sends the Blackbook alerts the new time makes due.
  await runningFeed(request.server).tick();
  return stateOf(await raceOf(request.server.deps.db, r.event_id));
};
