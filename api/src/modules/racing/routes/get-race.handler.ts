import type { ApiHandler } from '../../../lib/type-provider';
import type { getRaceSchema } from './get-race.schema';
import * as racing from '../service';

export const getRaceHandler: ApiHandler<typeof getRaceSchema> = async (req) => ({
  data: await racing.race(req.server.deps.db, req.server.deps.clock.now(), req.params.id),
});
