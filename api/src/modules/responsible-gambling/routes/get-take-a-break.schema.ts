import { bearerAuth } from '../../../lib/schemas';
import { breakStatusResponse, rgErrors } from '../schemas';

export const getTakeABreakSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Whether the punter is on a break and when it ends',
  response: { 200: breakStatusResponse, ...rgErrors },
} as const;
