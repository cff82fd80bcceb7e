import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { blackbookEntry, newEntry } from '../schemas';
import { MAX_ENTRIES } from '../entries';

export const postEntrySchema = {
  tags: ['blackbook'],
  security: bearerAuth,
  summary: `Saves a runner or team (one already saved is given back as it is); at most ${MAX_ENTRIES} entries`,
  body: newEntry,
  response: { 200: blackbookEntry, ...errorResponses(400, 401, 404, 409) },
} as const;
