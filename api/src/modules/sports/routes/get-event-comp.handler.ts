import type { ApiHandler } from '../../../lib/type-provider';
import type { getEventCompSchema } from './get-event-comp.schema';
import * as sportsService from '../service';

export const getEventCompHandler: ApiHandler<typeof getEventCompSchema> = async (req) => ({
  data: await sportsService.competition(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.params.id,
    req.query.sortBy,
  ),
});
