import type { ApiHandler } from '../../../lib/type-provider';
import type { getNextToJumpByTypeSchema } from './get-next-to-jump-by-type.schema';
import { nextToJump } from '../next-to-jump';
import { raceTypeOf } from '../race-model';

export const getNextToJumpByTypeHandler: ApiHandler<typeof getNextToJumpByTypeSchema> = async (req) => ({
  data: await nextToJump(
    req.server.deps.db,
    req.server.deps.clock.now(),
    raceTypeOf(req.params.type),
    req.params.count,
  ),
});
