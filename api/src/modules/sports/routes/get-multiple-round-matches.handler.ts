import type { ApiHandler } from '../../../lib/type-provider';
import type { getMultipleRoundMatchesSchema } from './get-multiple-round-matches.schema';
import { parseIds } from '../schemas';
import * as sportsService from '../service';

export const getMultipleRoundMatchesHandler: ApiHandler<typeof getMultipleRoundMatchesSchema> = async (req) => ({
  data: await Promise.all(
    parseIds(req.query.groups).map((id) =>
      sportsService.competition(req.server.deps.db, req.server.deps.clock.now(), id, req.query.sortBy),
    ),
  ),
});
