import { acsBase } from '../acs';
import { siteUrl } from '../../../lib/site-url';
import type { cardRequestSchema } from '../forms';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postCardDepositProceedSchema } from './post-card-deposit-proceed.schema';
import { userId } from '../../auth/guard';
import { proceedCardDeposit } from '../card-deposit';

export const postCardDepositProceedHandler: ApiHandler<
  FormRouteSchema<typeof postCardDepositProceedSchema, typeof cardRequestSchema>
> = async (request) =>
  proceedCardDeposit(request.server.deps.db, {
    userId: userId(request),
    id: request.body.card_request_id,
    token: request.body.card_request_token,
    acsBase: acsBase(siteUrl(request)),
  });
