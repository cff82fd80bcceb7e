import type { ApiHandler } from '../../../lib/type-provider';
import type { getRoundMatchesSchema } from './get-round-matches.schema';
import * as sportsService from '../service';

export const getRoundMatchesHandler: ApiHandler<typeof getRoundMatchesSchema> = async (req) => ({
  data: await sportsService.competition(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.group,
    req.query.sortBy,
    req.query.sub_comp_grouping,
  ),
});
