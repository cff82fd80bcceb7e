import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const getBankAccountsSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Registered bank accounts',
  response: { 200: s.bankAccountsResponse, ...s.bankingErrors },
} as const;
