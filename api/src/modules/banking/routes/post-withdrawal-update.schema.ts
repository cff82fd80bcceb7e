import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postWithdrawalUpdateSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Change the amount of a pending withdrawal',
  response: { 200: s.withdrawalResponse, ...s.bankingErrors },
} as const;
