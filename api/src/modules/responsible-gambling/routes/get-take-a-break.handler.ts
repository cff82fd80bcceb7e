import type { ApiHandler } from '../../../lib/type-provider';
import type { getTakeABreakSchema } from './get-take-a-break.schema';
import { userId } from '../../auth/guard';
import { breakStatus } from '../take-a-break';

export const getTakeABreakHandler: ApiHandler<typeof getTakeABreakSchema> = async (request) =>
  breakStatus(request.server.deps.db, userId(request), request.server.deps.clock.now());
