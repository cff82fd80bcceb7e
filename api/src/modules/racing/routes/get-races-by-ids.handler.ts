import type { ApiHandler } from '../../../lib/type-provider';
import type { getRacesByIdsSchema } from './get-races-by-ids.schema';
import * as racing from '../service';

export const getRacesByIdsHandler: ApiHandler<typeof getRacesByIdsSchema> = async (req) => ({
  data: await racing.racesByIds(req.server.deps.db, req.server.deps.clock.now(), req.body.event_ids),
});
