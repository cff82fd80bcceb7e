/** SPEC 4 "Alerts" and SPEC 9 toast constants. */

export type NotificationLook = 'success' | 'error' | 'processing';

/** Which look a notification status takes. */
export const NOTIFICATION_STATUS_LOOKS: Record<NotificationLook, readonly string[]> = {
  success: ['Approved', 'Accepted', 'Return_At', 'Return_Of'],
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
