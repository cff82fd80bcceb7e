import type { ApiHandler } from '../../../lib/type-provider';
import type { getDetailsSchema } from './get-details.schema';
import { userId } from '../../auth/guard';
import { getProfile } from '../service';

export const getDetailsHandler: ApiHandler<typeof getDetailsSchema> = async (request) =>
  getProfile(request.server.deps.db, userId(request));
