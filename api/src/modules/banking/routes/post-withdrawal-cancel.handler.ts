import type { withdrawalCancelSchema } from '../forms';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postWithdrawalCancelSchema } from './post-withdrawal-cancel.schema';
import { idOf } from '../../../lib/ids';
import { userId } from '../../auth/guard';
import { assertReenteredPassword } from '../../auth/password-reentry';
import { cancelWithdrawal } from '../change-withdrawal';

export const postWithdrawalCancelHandler: ApiHandler<
  FormRouteSchema<typeof postWithdrawalCancelSchema, typeof withdrawalCancelSchema>
> = async (request) => {
  const id = userId(request);
  await assertReenteredPassword(request, request.body.password, 'password');
  return cancelWithdrawal(request.server.deps.db, {
    userId: id,
    withdrawalId: idOf(request.body.transaction_id, 'Withdrawal'),
    now: request.server.deps.clock.now(),
  });
};
