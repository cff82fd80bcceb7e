import { bearerAuth } from '../../../lib/schemas';
import { clientErrors, profileResponse } from '../schemas';

export const getDetailsSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary: 'The punter’s profile and balances',
  response: { 200: profileResponse, ...clientErrors },
} as const;
