import { obj, oneOfStrings, str, type Infer } from '../../lib/schemas';

/**
 * A punter's own notification on the live stream (SPEC "Notification event"): bet accepted or settled, deposit or
 * withdrawal done. Not a route's answer, so the OpenAPI document carries it as a component (app.ts) for the client.
 */
export const notificationEventSchema = obj({
  id: { ...str, description: 'The ticket number or transfer id' },
  event_description: str,
  outcome: str,
  status: str,
  balance_effect: { ...str, description: 'Text amount; may be empty' },
  type: { ...oneOfStrings(['Transfer', 'Bet']), description: 'Transfer is shown as "Banking Transaction"' },
});
export type NotificationEvent = Infer<typeof notificationEventSchema>;
