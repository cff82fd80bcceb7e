import type { ApiHandler } from '../../../lib/type-provider';
import type { getUpcomingMatchesSchema } from './get-upcoming-matches.schema';
import * as sportsService from '../service';

export const getUpcomingMatchesHandler: ApiHandler<typeof getUpcomingMatchesSchema> = async (req) => ({
  data: await sportsService.upcoming(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.count,
    req.query.sport_code,
  ),
});
