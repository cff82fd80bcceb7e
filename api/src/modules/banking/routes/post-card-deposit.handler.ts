import { acsBase } from '../acs';
import { siteUrl } from '../../../lib/site-url';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postCardDepositSchema } from './post-card-deposit.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { savedCardDepositSchema } from '@wagering/contract/forms';
import { idOf } from '../../../lib/ids';
import { userId } from '../../auth/guard';
import { startCardDeposit } from '../card-deposit';

export const postCardDepositHandler: ApiHandler<
  FormRouteSchema<typeof postCardDepositSchema, typeof savedCardDepositSchema>
> = async (request) =>
  startCardDeposit(request.server.deps.db, {
    userId: userId(request),
    cardId: idOf(request.body.account, 'Card'),
    amountCents: dollarsToCents(request.body.amount),
    now: request.server.deps.clock.now(),
    acsBase: acsBase(siteUrl(request)),
  });
