import type { ApiHandler } from '../../../lib/type-provider';
import type { postTakeABreakSchema } from './post-take-a-break.schema';
import { userId } from '../../auth/guard';
import { takeBreak } from '../take-a-break';

export const postTakeABreakHandler: ApiHandler<typeof postTakeABreakSchema> = async (request) => {
  const id = userId(request);
  return request.server.deps.db.tx((q) => takeBreak(q, id, request.body.period, request.server.deps.clock.now()));
};
