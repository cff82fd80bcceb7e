import type { ApiHandler } from '../../../lib/type-provider';
import type { getFuturesSchema } from './get-futures.schema';
import { futures } from '../meetings';
import { raceTypeOf } from '../race-model';

export const getFuturesHandler: ApiHandler<typeof getFuturesSchema> = async (req) => ({
  data: await futures(req.server.deps.db, req.server.deps.clock.now(), raceTypeOf(req.query.type)),
});
