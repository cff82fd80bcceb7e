import { bearerAuth } from '../../../lib/schemas';
import { depositLimitsResponse, rgErrors } from '../schemas';

export const getDepositLimitsSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Deposit limit in force, any waiting change, and what is left this period',
  response: { 200: depositLimitsResponse, ...rgErrors },
} as const;
