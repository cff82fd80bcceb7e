import type { ApiRoutes } from '../../lib/type-provider';
import { bearerAuth, errorResponses, obj, int } from '../../lib/schemas';
import { requireUser, userId } from '../auth/guard';
import { blackbookEntry, blackbookList, entryParams, mailPreference, newEntry, noteBody } from './schemas';
import { MAX_ENTRIES, addEntry, listEntries, mailAlerts, removeEntry, setMailAlerts, setNote } from './service';

/** A punter's Blackbook: every route is the logged-in punter's own, and an entry of another punter is not found. */
export const blackbookRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('preHandler', requireUser);
  const common = { tags: ['blackbook'], security: bearerAuth };

  app.get(
    '/blackbook',
    {
      schema: {
        ...common,
        summary: 'The punter’s saved runners and teams, each with its next start, soonest first',
        response: { 200: blackbookList, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: await listEntries(db, userId(request), clock.now()),
      mail_alerts: await mailAlerts(db, userId(request)),
      max_entries: MAX_ENTRIES,
    }),
  );

  app.post(
    '/blackbook',
    {
      schema: {
        ...common,
        summary: `Saves a runner or team (one already saved is given back as it is); at most ${MAX_ENTRIES} entries`,
        body: newEntry,
        response: { 200: blackbookEntry, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => addEntry(db, userId(request), request.body, clock.now()),
  );

  app.delete(
    '/blackbook/:entry_id',
    {
      schema: {
        ...common,
        summary: 'Removes one of the punter’s entries',
        params: entryParams,
        response: { 200: obj({ entry_id: int }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await removeEntry(db, userId(request), request.params.entry_id);
      return { entry_id: request.params.entry_id };
    },
  );

  app.put(
    '/blackbook/:entry_id/note',
    {
      schema: {
        ...common,
        summary: 'Sets the punter’s note on one entry (empty clears it)',
        params: entryParams,
        body: noteBody,
        response: { 200: blackbookEntry, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setNote(db, userId(request), request.params.entry_id, request.body.note, clock.now()),
  );

  app.put(
    '/blackbook/preferences',
    {
      schema: {
        ...common,
        summary: 'Whether Blackbook alerts also come by mail',
        body: mailPreference,
        response: { 200: mailPreference, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ mail_alerts: await setMailAlerts(db, userId(request), request.body.mail_alerts) }),
  );
};
