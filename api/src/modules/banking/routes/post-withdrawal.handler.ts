import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postWithdrawalSchema } from './post-withdrawal.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { transferSchema } from '@wagering/contract/forms';
import { idOf } from '../../../lib/ids';
import { userId } from '../../auth/guard';
import { assertReenteredPassword } from '../../auth/password-reentry';
import { requestWithdrawal } from '../request-withdrawal';

export const postWithdrawalHandler: ApiHandler<
  FormRouteSchema<typeof postWithdrawalSchema, typeof transferSchema>
> = async (request) => {
  const id = userId(request);
  await assertReenteredPassword(request, request.body.password, 'password');
  return requestWithdrawal(request.server.deps.db, {
    userId: id,
    bankAccountId: idOf(request.body.account, 'Bank account'),
    amountCents: dollarsToCents(request.body.amount),
    now: request.server.deps.clock.now(),
    coolingOffMs: request.server.deps.bankCoolingOffMs,
    idempotencyKey: request.headers['idempotency-key'] as string | undefined,
  });
};
