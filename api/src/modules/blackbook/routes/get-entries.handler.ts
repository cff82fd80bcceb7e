import type { ApiHandler } from '../../../lib/type-provider';
import type { getEntriesSchema } from './get-entries.schema';
import { userId } from '../../auth/guard';
import { MAX_ENTRIES, listEntries } from '../entries';
import { mailAlerts } from '../mail-alerts';

export const getEntriesHandler: ApiHandler<typeof getEntriesSchema> = async (request) => ({
  data: await listEntries(request.server.deps.db, userId(request), request.server.deps.clock.now()),
  mail_alerts: await mailAlerts(request.server.deps.db, userId(request)),
  max_entries: MAX_ENTRIES,
});
