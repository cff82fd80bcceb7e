import type { ApiHandler } from '../../../lib/type-provider';
import type { getRacesByIdsSchema } from './get-races-by-ids.schema';
import { racesByIds } from '../race';

export const getRacesByIdsHandler: ApiHandler<typeof getRacesByIdsSchema> = async (req) => ({
  data: await racesByIds(req.server.deps.db, req.server.deps.clock.now(), req.body.event_ids),
});
