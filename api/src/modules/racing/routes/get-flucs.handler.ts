import type { ApiHandler } from '../../../lib/type-provider';
import type { getFlucsSchema } from './get-flucs.schema';
import * as racing from '../service';

export const getFlucsHandler: ApiHandler<typeof getFlucsSchema> = async (req) => ({
  data: await racing.flucs(req.server.deps.db, req.params.event_id),
});
