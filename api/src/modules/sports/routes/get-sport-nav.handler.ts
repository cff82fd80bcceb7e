import type { ApiHandler } from '../../../lib/type-provider';
import type { getSportNavSchema } from './get-sport-nav.schema';
import * as sportsService from '../service';

export const getSportNavHandler: ApiHandler<typeof getSportNavSchema> = async (request) => ({
  data: await sportsService.sportNav(request.server.deps.db, request.server.deps.clock.now()),
});
