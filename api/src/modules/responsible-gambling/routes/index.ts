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
import { getTakeABreakHandler } from './get-take-a-break.handler';
import { getTakeABreakSchema } from './get-take-a-break.schema';
import { postTakeABreakHandler } from './post-take-a-break.handler';
import { postTakeABreakSchema } from './post-take-a-break.schema';
import { getActivityReminderHandler } from './get-activity-reminder.handler';
import { getActivityReminderSchema } from './get-activity-reminder.schema';
import { postActivityReminderHandler } from './post-activity-reminder.handler';
import { postActivityReminderSchema } from './post-activity-reminder.schema';
import { getSessionActivityHandler } from './get-session-activity.handler';
import { getSessionActivitySchema } from './get-session-activity.schema';
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
  app.get('/responsible-gambling/take-a-break', { schema: getTakeABreakSchema }, getTakeABreakHandler);
  app.post('/responsible-gambling/take-a-break', { schema: postTakeABreakSchema }, postTakeABreakHandler);
  app.get('/responsible-gambling/activity-reminder', { schema: getActivityReminderSchema }, getActivityReminderHandler);
  app.post(
    '/responsible-gambling/activity-reminder',
    { schema: postActivityReminderSchema },
    postActivityReminderHandler,
  );
  app.get('/responsible-gambling/session-activity', { schema: getSessionActivitySchema }, getSessionActivityHandler);
};
