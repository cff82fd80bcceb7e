import type { ApiHandler } from '../../../lib/type-provider';
import type { getActivityReminderSchema } from './get-activity-reminder.schema';
import { userId } from '../../auth/guard';
import { activityReminder } from '../take-a-break';

export const getActivityReminderHandler: ApiHandler<typeof getActivityReminderSchema> = async (request) => ({
  every_minutes: await activityReminder(request.server.deps.db, userId(request)),
});
