import { api } from '@wagering/shared/api';
import type { StatusAnswer } from '../three-ds';
import { threeDsPath } from './three-ds-path';

/** GET /banking/{provider}-three-ds/notification-status/{id}: the payment's state, polled by card request id. */
export const threeDsNotificationStatus = (cardRequestId: string) =>
  api.get<StatusAnswer>(threeDsPath(`notification-status/${encodeURIComponent(cardRequestId)}`));
