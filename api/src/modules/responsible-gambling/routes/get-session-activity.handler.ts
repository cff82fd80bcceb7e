import type { ApiHandler } from '../../../lib/type-provider';
import type { getSessionActivitySchema } from './get-session-activity.schema';
import { unauthorized } from '../../../lib/errors';
import { userId } from '../../auth/guard';
import { sessionActivity } from '../take-a-break';

export const getSessionActivityHandler: ApiHandler<typeof getSessionActivitySchema> = async (request) => {
  const id = userId(request);
  if (!request.user?.sessionId) throw unauthorized();
  return sessionActivity(request.server.deps.db, id, request.user.sessionId, request.server.deps.clock.now());
};
