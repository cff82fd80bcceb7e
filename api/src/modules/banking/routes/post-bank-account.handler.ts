import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postBankAccountSchema } from './post-bank-account.schema';
import { bankDetailsSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import { registerBankAccount } from '../bank-accounts';

export const postBankAccountHandler: ApiHandler<
  FormRouteSchema<typeof postBankAccountSchema, typeof bankDetailsSchema>
> = async (request) =>
  registerBankAccount(request.server.deps.db, userId(request), request.body, request.server.deps.clock.now());
