import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, spendingQuery, spendingResponse } from '../schemas';

export const getSpendingSummarySchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: "The punter's own deposits, stakes, returns and result per month, and how much of the deposit limit is used",
  querystring: spendingQuery,
  response: { 200: spendingResponse, ...rgErrors },
} as const;
