/** SPEC 4 "Alerts" and SPEC 9 toast constants. */

export type NotificationLook = 'success' | 'error' | 'processing';

/** Which look a notification status takes. */
const NOTIFICATION_STATUS_LOOKS: Record<NotificationLook, readonly string[]> = {
  success: ['Approved', 'Accepted', 'Return_At', 'Return_Of', 'Cashed_Out'],
  error: ['Rejected', 'No_Return', 'Cancellation_Of', 'Cancelled_At', 'Declined'],
  processing: ['Processing'],
};

/** The look of a notification status; undefined for a status outside the three sets. */
export function notificationLook(status: string): NotificationLook | undefined {
  return (Object.keys(NOTIFICATION_STATUS_LOOKS) as NotificationLook[]).find((look) =>
    NOTIFICATION_STATUS_LOOKS[look].includes(status),
  );
}

export const ALERT_MAX_WIDTH_PX = 400;
export const ALERT_TICKET_LABEL = 'Ticket No.';

/** The alert's price label: "Banking Transaction" for type Transfer, otherwise "Price". */
export const alertPriceLabel = (type: string) => (type === 'Transfer' ? 'Banking Transaction' : 'Price');

/** A notification's status in words: a settled bet says what happened to it. */
const STATUS_WORDS: Record<string, string> = {
  Return_Of: 'Won',
  Return_At: 'Part refunded',
  No_Return: 'Lost',
  Cancelled: 'Refunded',
  Cancelled_At: 'Cancelled',
  Cancellation_Of: 'Cancelled',
  Cashed_Out: 'Cashed out',
};
export const notificationStatusText = (status: string) => STATUS_WORDS[status] ?? status.replace(/_/g, ' ');

/** How many toasts show at once (simple and alert toasts together), so a phone's screen is never buried. */
export const MAX_TOASTS_SHOWN = 2;
