import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const getCardsSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Saved debit cards',
  response: { 200: s.cardsResponse, ...s.bankingErrors },
} as const;
