import { bearerAuth } from '../../../lib/schemas';
import { activityReminderBody, activityReminderSetResponse, rgErrors } from '../schemas';

export const postActivityReminderSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Sets the activity reminder: every 30, 60 or 120 minutes of a session, or off (0)',
  body: activityReminderBody,
  response: { 200: activityReminderSetResponse, ...rgErrors },
} as const;
