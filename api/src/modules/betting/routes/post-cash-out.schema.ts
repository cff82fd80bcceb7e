import { bearerAuth, dataOf, errorResponses } from '../../../lib/schemas';
import { cashOutAcceptSchema, cashOutResultSchema, ticketParamsSchema } from '../schemas';

export const postCashOutSchema = {
  tags: ['betting'],
  summary:
    'Cashes out a pending bet at the offer the punter accepted; a moved offer is 409 cash-out-offer-changed with the new one',
  security: bearerAuth,
  params: ticketParamsSchema,
  body: cashOutAcceptSchema,
  response: { 200: dataOf(cashOutResultSchema), ...errorResponses(400, 401, 404, 409) },
} as const;
