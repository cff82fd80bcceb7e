import { bool, errorResponses, obj } from '../../../lib/schemas';
import { crmHeader } from '../crm-token';

export const getBannedBankAccountSchema = {
  tags: ['rewards'],
  headers: crmHeader,
  summary: 'Whether any of the punter’s bank accounts is banned from rewards',
  response: { 200: obj({ exists: bool }), ...errorResponses(401) },
} as const;
