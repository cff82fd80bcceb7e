import { getDepositLimitsHandler } from './get-deposit-limits.handler';
import { getDepositLimitsSchema } from './get-deposit-limits.schema';
import { postSetDepositLimitHandler } from './post-set-deposit-limit.handler';
import { postSetDepositLimitSchema } from './post-set-deposit-limit.schema';
import { getSelfExclusionHandler } from './get-self-exclusion.handler';
import { getSelfExclusionSchema } from './get-self-exclusion.schema';
import { postSelfExclusionHandler } from './post-self-exclusion.handler';
import { postSelfExclusionSchema } from './post-self-exclusion.schema';
import { getActivityStatementHandler } from './get-activity-statement.handler';
import { getActivityStatementSchema } from './get-activity-statement.schema';
import { getSpendingSummaryHandler } from './get-spending-summary.handler';
import { getSpendingSummarySchema } from './get-spending-summary.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import { depositLimitSchema, selfExclusionSchema } from '@wagering/contract/forms';
import { formRoute } from '../../../lib/validate';
import { requireUser } from '../../auth/guard';

/** The responsible gambling calls, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const responsibleGamblingRoutes: ApiRoutes = async (app) => {
  app.addHook('preHandler', requireUser);
  app.get('/responsible-gambling/deposit-limits', { schema: getDepositLimitsSchema }, getDepositLimitsHandler);
  app.post(
    '/responsible-gambling/set-deposit-limit',
    formRoute(app, depositLimitSchema, { schema: postSetDepositLimitSchema }),
    postSetDepositLimitHandler,
  );
  app.get('/responsible-gambling/user-self-exclusion', { schema: getSelfExclusionSchema }, getSelfExclusionHandler);
  app.post(
    '/responsible-gambling/user-self-exclusion',
    formRoute(app, selfExclusionSchema, { schema: postSelfExclusionSchema }),
    postSelfExclusionHandler,
  );
  app.get(
    '/responsible-gambling/activity-statement',
    { schema: getActivityStatementSchema },
    getActivityStatementHandler,
  );
  app.get('/responsible-gambling/spending-summary', { schema: getSpendingSummarySchema }, getSpendingSummaryHandler);
};
