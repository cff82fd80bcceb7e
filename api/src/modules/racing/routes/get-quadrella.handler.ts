import type { ApiHandler } from '../../../lib/type-provider';
import type { getQuadrellaSchema } from './get-quadrella.schema';
import { quadrella } from '../quadrella';

export const getQuadrellaHandler: ApiHandler<typeof getQuadrellaSchema> = async (req) => ({
  data: await quadrella(req.server.deps.db, req.server.deps.clock.now(), req.params.id),
});
