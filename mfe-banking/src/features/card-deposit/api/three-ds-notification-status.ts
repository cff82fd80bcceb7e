import { api } from '@wagering/shared/api';
import { threeDsPath } from './three-ds-path';

/** GET /banking/{provider}-three-ds/notification-status/{id}: the payment's state, polled by card request id. */
export const threeDsNotificationStatus = (cardRequestId: string) =>
  api.GET(threeDsPath('notification-status/{id}'), { params: { path: { id: cardRequestId } } });
