import type { ApiHandler } from '../../../lib/type-provider';
import type { getCardDepositStatusSchema } from './get-card-deposit-status.schema';
import { userId } from '../../auth/guard';
import { cardDepositStatus } from '../card-deposit';

export const getCardDepositStatusHandler: ApiHandler<typeof getCardDepositStatusSchema> = async (request) =>
  cardDepositStatus(request.server.deps.db, userId(request), request.params.id);
