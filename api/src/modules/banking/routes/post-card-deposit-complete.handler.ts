import type { completeSchema } from '../forms';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postCardDepositCompleteSchema } from './post-card-deposit-complete.schema';
import { userId } from '../../auth/guard';
import { completeCardDeposit } from '../card-deposit';

export const postCardDepositCompleteHandler: ApiHandler<
  FormRouteSchema<typeof postCardDepositCompleteSchema, typeof completeSchema>
> = async (request) =>
  completeCardDeposit(request.server.deps.db, {
    userId: userId(request),
    id: (request.body.card_request_id ?? request.body.referenced_transaction_id)!,
    token: (request.body.card_request_token ?? request.body.merchant_data)!,
    now: request.server.deps.clock.now(),
  });
