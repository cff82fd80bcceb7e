import { getEntriesHandler } from './get-entries.handler';
import { getEntriesSchema } from './get-entries.schema';
import { postEntryHandler } from './post-entry.handler';
import { postEntrySchema } from './post-entry.schema';
import { deleteEntryHandler } from './delete-entry.handler';
import { deleteEntrySchema } from './delete-entry.schema';
import { putNoteHandler } from './put-note.handler';
import { putNoteSchema } from './put-note.schema';
import { putPreferencesHandler } from './put-preferences.handler';
import { putPreferencesSchema } from './put-preferences.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import { requireUser } from '../../auth/guard';

/** The punter's blackbook calls, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const blackbookRoutes: ApiRoutes = async (app) => {
  app.addHook('preHandler', requireUser);
  app.get('/blackbook', { schema: getEntriesSchema }, getEntriesHandler);
  app.post('/blackbook', { schema: postEntrySchema }, postEntryHandler);
  app.delete('/blackbook/:entry_id', { schema: deleteEntrySchema }, deleteEntryHandler);
  app.put('/blackbook/:entry_id/note', { schema: putNoteSchema }, putNoteHandler);
  app.put('/blackbook/preferences', { schema: putPreferencesSchema }, putPreferencesHandler);
};
