import type { ApiHandler } from '../../../lib/type-provider';
import type { postRaceJumpSchema } from './post-race-jump.schema';
import { conflict } from '../../../lib/errors';
import { runningFeed } from '../running-feed';
import { raceOf, stateOf } from './race-state';

export const postRaceJumpHandler: ApiHandler<typeof postRaceJumpSchema> = async (request) => {
  const r = await raceOf(request.server.deps.db, request.params.event_id);
  if (r.race_status !== 'Open' && r.race_status !== 'Suspended') throw conflict('This race has already jumped');
  // A race jumped under control runs (as jump-in's does): the schedule's planned abandonment is not the test's.
  await request.server.deps.db.query(
    "UPDATE racing_races SET start_time = to_timestamp($2::float8 / 1000), fate = 'run' WHERE event_id = $1",
    [r.event_id, request.server.deps.clock.now()],
  );
  await runningFeed(request.server).tick();
  return stateOf(await raceOf(request.server.deps.db, r.event_id));
};
