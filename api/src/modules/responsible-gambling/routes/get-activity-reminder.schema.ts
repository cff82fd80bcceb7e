import { bearerAuth } from '../../../lib/schemas';
import { activityReminderResponse, rgErrors } from '../schemas';

export const getActivityReminderSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'How often the activity reminder comes (0: off)',
  response: { 200: activityReminderResponse, ...rgErrors },
} as const;
