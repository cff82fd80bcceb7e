import { arrayOf, bearerAuth, dataOf, errorResponses } from '../../../lib/schemas';
import { cashOutQuoteSchema } from '../schemas';

export const getCashOutOffersSchema = {
  tags: ['betting'],
  summary:
    'Cash out offers on the punter’s pending fixed-price bets, priced now (suspended near a jump or while a market is)',
  security: bearerAuth,
  response: { 200: dataOf(arrayOf(cashOutQuoteSchema)), ...errorResponses(401) },
} as const;
