import type { ApiHandler } from '../../../lib/type-provider';
import type { getFeedClockSchema } from './get-feed-clock.schema';
import { ManualClock } from '../../../lib/clock';

export const getFeedClockHandler: ApiHandler<typeof getFeedClockSchema> = async (request) => ({
  now: new Date(request.server.deps.clock.now()).toISOString(),
  manual: request.server.deps.clock instanceof ManualClock,
});
