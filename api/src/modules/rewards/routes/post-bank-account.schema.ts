import { bool, errorResponses, int, obj } from '../../../lib/schemas';
import { crmHeader } from '../crm-token';

export const postBankAccountSchema = {
  tags: ['rewards'],
  headers: crmHeader,
  summary: 'Register one of the punter’s bank accounts for rewards payouts',
  body: obj({ bank_account_id: { type: 'integer', minimum: 1 } }),
  response: { 200: obj({ bank_account_id: int, registered: bool }), ...errorResponses(400, 401, 403, 404) },
} as const;
