import type { ApiHandler } from '../../../lib/type-provider';
import type { postLogoutSchema } from './post-logout.schema';
import { clearSessionCookies } from '../cookies';
import { endOtherSessions } from '../sessions';

export const postLogoutHandler: ApiHandler<typeof postLogoutSchema> = async (request, reply) => {
  // A phone left logged in elsewhere (a shared or lost device) is logged out too.
  await endOtherSessions(request.server.deps.db, request.user!.id, request.server.deps.clock.now());
  clearSessionCookies(request, reply);
  return { message: 'You have logged out.' };
};
