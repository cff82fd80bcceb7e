import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postCardSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Register a debit card (only a gateway token, the masked number and bank are kept)',
  response: { 200: s.card, ...s.bankingErrors },
} as const;
