import type { ApiHandler } from '../../../lib/type-provider';
import type { postLoginSchema } from './post-login.schema';
import { userId } from '../../auth/guard';
import { rewardsLogin } from '../service';

export const postLoginHandler: ApiHandler<typeof postLoginSchema> = async (request) =>
  rewardsLogin(request.server.deps.db, userId(request), request.server.deps.clock.now());
