import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postEftNotificationSchema } from './post-eft-notification.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { eftNotificationSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import { recordEftNotification } from '../eft-notification';

export const postEftNotificationHandler: ApiHandler<
  FormRouteSchema<typeof postEftNotificationSchema, typeof eftNotificationSchema>
> = async (request) =>
  recordEftNotification(request.server.deps.db, userId(request), {
    amountCents: dollarsToCents(request.body.amount),
    paidOn: request.body.date,
    reference: request.body.transaction_id,
    now: request.server.deps.clock.now(),
  });
