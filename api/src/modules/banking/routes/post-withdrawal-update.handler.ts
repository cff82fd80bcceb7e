import type { withdrawalUpdateSchema } from '../forms';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postWithdrawalUpdateSchema } from './post-withdrawal-update.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { idOf } from '../../../lib/ids';
import { userId } from '../../auth/guard';
import { assertReenteredPassword } from '../../auth/password-reentry';
import { updateWithdrawal } from '../change-withdrawal';

export const postWithdrawalUpdateHandler: ApiHandler<
  FormRouteSchema<typeof postWithdrawalUpdateSchema, typeof withdrawalUpdateSchema>
> = async (request) => {
  const id = userId(request);
  await assertReenteredPassword(request, request.body.password, 'password');
  return updateWithdrawal(request.server.deps.db, {
    userId: id,
    withdrawalId: idOf(request.body.transaction_id, 'Withdrawal'),
    amountCents: dollarsToCents(request.body.amount),
    now: request.server.deps.clock.now(),
  });
};
