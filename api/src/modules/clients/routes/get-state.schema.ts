import { bearerAuth } from '../../../lib/schemas';
import { clientErrors, stateResponse } from '../schemas';

export const getStateSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary: 'Account state: verification, exclusion, balances, benefits',
  response: { 200: stateResponse, ...clientErrors },
} as const;
