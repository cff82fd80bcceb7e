import type { ApiHandler } from '../../../lib/type-provider';
import type { getQuadrellaSchema } from './get-quadrella.schema';
import * as racing from '../service';

export const getQuadrellaHandler: ApiHandler<typeof getQuadrellaSchema> = async (req) => ({
  data: await racing.quadrella(req.server.deps.db, req.server.deps.clock.now(), req.params.id),
});
