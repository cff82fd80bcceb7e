import type { ApiHandler } from '../../../lib/type-provider';
import type { getNextToJumpSchema } from './get-next-to-jump.schema';
import { nextToJump } from '../next-to-jump';
import { raceTypeOf } from '../race-model';

export const getNextToJumpHandler: ApiHandler<typeof getNextToJumpSchema> = async (req) => ({
  data: await nextToJump(req.server.deps.db, req.server.deps.clock.now(), raceTypeOf(req.query.type), req.query.count),
});
