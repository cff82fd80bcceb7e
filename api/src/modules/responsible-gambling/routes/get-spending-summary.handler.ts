import type { ApiHandler } from '../../../lib/type-provider';
import type { getSpendingSummarySchema } from './get-spending-summary.schema';
import { userId } from '../../auth/guard';
import { spendingSummary } from '../service';

export const getSpendingSummaryHandler: ApiHandler<typeof getSpendingSummarySchema> = async (request) =>
  spendingSummary(request.server.deps.db, userId(request), request.query.months, request.server.deps.clock.now());
