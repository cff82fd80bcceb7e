import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postWithdrawalCancelSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Cancel a pending withdrawal; the cash returns to the balance',
  response: { 200: s.withdrawalResponse, ...s.bankingErrors },
} as const;
