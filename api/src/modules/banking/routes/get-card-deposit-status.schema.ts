import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const getCardDepositStatusSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Poll a card payment by card_request_id',
  params: s.statusParams,
  response: { 200: s.statusResponse, ...s.bankingErrors },
} as const;
