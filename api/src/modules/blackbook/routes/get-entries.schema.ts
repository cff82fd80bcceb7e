import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { blackbookList } from '../schemas';

export const getEntriesSchema = {
  tags: ['blackbook'],
  security: bearerAuth,
  summary: 'The punter’s saved runners and teams, each with its next start, soonest first',
  response: { 200: blackbookList, ...errorResponses(401) },
} as const;
