import type { ApiHandler } from '../../../lib/type-provider';
import type { getBannedBankAccountSchema } from './get-banned-bank-account.schema';
import { crmUser, hasBannedBankAccount } from '../service';
import { crmToken } from '../crm-token';

export const getBannedBankAccountHandler: ApiHandler<typeof getBannedBankAccountSchema> = async (request) => ({
  exists: await hasBannedBankAccount(request.server.deps.db, await crmUser(request.server.deps.db, crmToken(request))),
});
