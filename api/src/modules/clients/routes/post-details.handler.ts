import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postDetailsSchema } from './post-details.schema';
import { profileDetailsSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import { getProfile, updateDetails } from '../service';

export const postDetailsHandler: ApiHandler<
  FormRouteSchema<typeof postDetailsSchema, typeof profileDetailsSchema>
> = async (request) => {
  await updateDetails(request.server.deps.db, userId(request), request.body);
  return getProfile(request.server.deps.db, userId(request));
};
