import type { ApiHandler } from '../../../lib/type-provider';
import type { getFuturesSchema } from './get-futures.schema';
import * as racing from '../service';

export const getFuturesHandler: ApiHandler<typeof getFuturesSchema> = async (req) => ({
  data: await racing.futures(req.server.deps.db, req.server.deps.clock.now(), racing.raceTypeOf(req.query.type)),
});
