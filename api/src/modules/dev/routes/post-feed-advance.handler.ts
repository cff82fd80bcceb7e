import type { ApiHandler } from '../../../lib/type-provider';
import type { postFeedAdvanceSchema } from './post-feed-advance.schema';
import { conflict } from '../../../lib/errors';
import { ManualClock } from '../../../lib/clock';
import { runningFeed } from '../running-feed';

/** Feed steps while the clock moves: a race's statuses (Closed, Interim, Final) each get a tick of their own. */
const ADVANCE_STEP_MS = 30_000;

export const postFeedAdvanceHandler: ApiHandler<typeof postFeedAdvanceSchema> = async (request) => {
  if (!(request.server.deps.clock instanceof ManualClock))
    throw conflict('The clock is real: start the API with FEED=manual');
  const loop = runningFeed(request.server);
  for (let left = request.body.seconds * 1000; left > 0; left -= ADVANCE_STEP_MS) {
    request.server.deps.clock.advance(Math.min(ADVANCE_STEP_MS, left));
    await loop.tick();
  }
  return { now: new Date(request.server.deps.clock.now()).toISOString() };
};
