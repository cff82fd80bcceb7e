import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postCardDepositSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Start a card deposit with a saved card (3-D Secure step 3: method form)',
  response: { 200: s.depositResponse, ...s.bankingErrors },
} as const;
