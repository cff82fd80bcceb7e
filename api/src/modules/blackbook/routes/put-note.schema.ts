import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { blackbookEntry, entryParams, noteBody } from '../schemas';

export const putNoteSchema = {
  tags: ['blackbook'],
  security: bearerAuth,
  summary: 'Sets the punter’s note on one entry (empty clears it)',
  params: entryParams,
  body: noteBody,
  response: { 200: blackbookEntry, ...errorResponses(400, 401, 404) },
} as const;
