import type { ApiHandler } from '../../../lib/type-provider';
import type { postEntrySchema } from './post-entry.schema';
import { userId } from '../../auth/guard';
import { addEntry } from '../add-entry';

export const postEntryHandler: ApiHandler<typeof postEntrySchema> = async (request) =>
  addEntry(request.server.deps.db, userId(request), request.body, request.server.deps.clock.now());
