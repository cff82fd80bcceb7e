import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postBankAccountSchema } from './post-bank-account.schema';
import { bankDetailsSchema } from '@wagering/contract/forms';
import { userId } from '../../auth/guard';
import * as banking from '../service';

export const postBankAccountHandler: ApiHandler<
  FormRouteSchema<typeof postBankAccountSchema, typeof bankDetailsSchema>
> = async (request) =>
  banking.registerBankAccount(request.server.deps.db, userId(request), request.body, request.server.deps.clock.now());
