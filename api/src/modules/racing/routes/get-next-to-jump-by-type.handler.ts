import type { ApiHandler } from '../../../lib/type-provider';
import type { getNextToJumpByTypeSchema } from './get-next-to-jump-by-type.schema';
import * as racing from '../service';

export const getNextToJumpByTypeHandler: ApiHandler<typeof getNextToJumpByTypeSchema> = async (req) => ({
  data: await racing.nextToJump(
    req.server.deps.db,
    req.server.deps.clock.now(),
    racing.raceTypeOf(req.params.type),
    req.params.count,
  ),
});
