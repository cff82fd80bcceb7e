import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const getWithdrawalsSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'The punter’s withdrawals, newest first',
  response: { 200: s.withdrawalsResponse, ...s.bankingErrors },
} as const;
