import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, statementQuery, statementResponse } from '../schemas';

export const getActivityStatementSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Money in and out for a month, from the ledger',
  querystring: statementQuery,
  response: { 200: statementResponse, ...rgErrors },
} as const;
