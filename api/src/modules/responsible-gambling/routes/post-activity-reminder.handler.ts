import type { ApiHandler } from '../../../lib/type-provider';
import type { postActivityReminderSchema } from './post-activity-reminder.schema';
import { userId } from '../../auth/guard';
import { setActivityReminder } from '../take-a-break';

export const postActivityReminderHandler: ApiHandler<typeof postActivityReminderSchema> = async (request) =>
  setActivityReminder(request.server.deps.db, userId(request), request.body.every_minutes);
