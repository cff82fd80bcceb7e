import { bearerAuth, errorResponses, obj, int } from '../../../lib/schemas';
import { entryParams } from '../schemas';

export const deleteEntrySchema = {
  tags: ['blackbook'],
  security: bearerAuth,
  summary: 'Removes one of the punter’s entries',
  params: entryParams,
  response: { 200: obj({ entry_id: int }), ...errorResponses(400, 401, 404) },
} as const;
