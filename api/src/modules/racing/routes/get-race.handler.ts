import type { ApiHandler } from '../../../lib/type-provider';
import type { getRaceSchema } from './get-race.schema';
import { race } from '../race';

export const getRaceHandler: ApiHandler<typeof getRaceSchema> = async (req) => ({
  data: await race(req.server.deps.db, req.server.deps.clock.now(), req.params.id),
});
