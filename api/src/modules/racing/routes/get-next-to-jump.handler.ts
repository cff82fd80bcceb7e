import type { ApiHandler } from '../../../lib/type-provider';
import type { getNextToJumpSchema } from './get-next-to-jump.schema';
import * as racing from '../service';

export const getNextToJumpHandler: ApiHandler<typeof getNextToJumpSchema> = async (req) => ({
  data: await racing.nextToJump(
    req.server.deps.db,
    req.server.deps.clock.now(),
    racing.raceTypeOf(req.query.type),
    req.query.count,
  ),
});
