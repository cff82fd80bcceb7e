import type { ApiHandler } from '../../../lib/type-provider';
import type { getDepositLimitsSchema } from './get-deposit-limits.schema';
import { userId } from '../../auth/guard';
import { depositLimitStatus } from '../service';

export const getDepositLimitsHandler: ApiHandler<typeof getDepositLimitsSchema> = async (request) =>
  depositLimitStatus(request.server.deps.db, userId(request), request.server.deps.clock.now());
