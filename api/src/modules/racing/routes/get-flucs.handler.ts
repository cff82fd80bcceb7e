import type { ApiHandler } from '../../../lib/type-provider';
import type { getFlucsSchema } from './get-flucs.schema';
import { flucs } from '../flucs';

export const getFlucsHandler: ApiHandler<typeof getFlucsSchema> = async (req) => ({
  data: await flucs(req.server.deps.db, req.params.event_id),
});
