import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postBankAccountSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Register a bank account for withdrawals',
  response: { 200: s.bankAccount, ...s.bankingErrors },
} as const;
