import type { ApiHandler } from '../../../lib/type-provider';
import type { getActivityStatementSchema } from './get-activity-statement.schema';
import { userId } from '../../auth/guard';
import { activityStatement } from '../service';

export const getActivityStatementHandler: ApiHandler<typeof getActivityStatementSchema> = async (request) =>
  activityStatement(request.server.deps.db, userId(request), request.query.year, request.query.month);
