import type { ApiHandler } from '../../../lib/type-provider';
import type { getEventMatchSchema } from './get-event-match.schema';
import * as sportsService from '../service';

export const getEventMatchHandler: ApiHandler<typeof getEventMatchSchema> = async (req) => ({
  data: await sportsService.match(req.server.deps.db, req.params.id),
});
