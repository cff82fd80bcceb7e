import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postSetDepositLimitSchema } from './post-set-deposit-limit.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { depositLimitSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import { setDepositLimit } from '../service';

export const postSetDepositLimitHandler: ApiHandler<
  FormRouteSchema<typeof postSetDepositLimitSchema, typeof depositLimitSchema>
> = async (request) =>
  request.server.deps.db.tx((q) =>
    setDepositLimit(
      q,
      userId(request),
      { amount_cents: dollarsToCents(request.body.deposit_limit), period_days: request.body.deposit_period },
      request.server.deps.clock.now(),
    ),
  );
