import type { ApiHandler } from '../../../lib/type-provider';
import type { getPayidSchema } from './get-payid.schema';
import { userId } from '../../auth/guard';
import { getPayId } from '../payid';

export const getPayidHandler: ApiHandler<typeof getPayidSchema> = async (request) =>
  getPayId(request.server.deps.db, userId(request), request.server.deps.payIdDomain, request.server.deps.clock.now());
