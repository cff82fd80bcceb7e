import type { ApiHandler } from '../../../lib/type-provider';
import type { getBankAccountsSchema } from './get-bank-accounts.schema';
import { userId } from '../../auth/guard';
import { listBankAccounts } from '../bank-accounts';

export const getBankAccountsHandler: ApiHandler<typeof getBankAccountsSchema> = async (request) => ({
  data: await listBankAccounts(request.server.deps.db, userId(request)),
});
