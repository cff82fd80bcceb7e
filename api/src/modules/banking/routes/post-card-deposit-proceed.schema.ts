import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postCardDepositProceedSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'After the method form: step 4 (frictionless) or step 1 with the challenge redirect',
  response: { 200: s.proceedResponse, ...s.bankingErrors },
} as const;
