import type { ApiHandler } from '../../../lib/type-provider';
import type { postBankAccountSchema } from './post-bank-account.schema';
import { crmUser, registerRewardsBankAccount } from '../service';
import { crmToken } from '../crm-token';

export const postBankAccountHandler: ApiHandler<typeof postBankAccountSchema> = async (request) =>
  registerRewardsBankAccount(
    request.server.deps.db,
    await crmUser(request.server.deps.db, crmToken(request)),
    request.body.bank_account_id,
  );
