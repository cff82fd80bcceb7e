import type { ApiHandler } from '../../../lib/type-provider';
import type { getMultipleEventMatchesSchema } from './get-multiple-event-matches.schema';
import { parseIds } from '../schemas';
import * as sportsService from '../service';

export const getMultipleEventMatchesHandler: ApiHandler<typeof getMultipleEventMatchesSchema> = async (req) => ({
  data: await sportsService.matchesByIds(req.server.deps.db, parseIds(req.query.ids)),
});
