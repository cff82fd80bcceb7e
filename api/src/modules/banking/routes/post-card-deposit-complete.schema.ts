import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postCardDepositCompleteSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Complete an authenticated card payment; the deposit is credited (step 4) or declined (400, step 5)',
  response: { 200: s.completeResponse, ...s.bankingErrors },
} as const;
