import type { ApiHandler } from '../../../lib/type-provider';
import type { postLogoutSchema } from './post-logout.schema';
import { crmUser, rewardsLogout } from '../service';
import { crmToken } from '../crm-token';

export const postLogoutHandler: ApiHandler<typeof postLogoutSchema> = async (request) => {
  const token = crmToken(request);
  await crmUser(request.server.deps.db, token);
  await rewardsLogout(request.server.deps.db, token!, request.server.deps.clock.now());
  return { message: 'You have logged out of rewards.' };
};
