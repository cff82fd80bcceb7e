import { bearerAuth, dataOf, errorResponses } from '../../../lib/schemas';
import { betHistoryPageSchema, betHistoryQuerySchema } from '../schemas';

export const getBetsSchema = {
  tags: ['betting'],
  summary: 'My Bets: a page of the punter’s own pending or settled bets with their legs, newest first',
  security: bearerAuth,
  querystring: betHistoryQuerySchema,
  response: { 200: dataOf(betHistoryPageSchema), ...errorResponses(400, 401) },
} as const;
