import type { ApiHandler } from '../../../lib/type-provider';
import type { deleteEntrySchema } from './delete-entry.schema';
import { userId } from '../../auth/guard';
import { removeEntry } from '../remove-entry';

export const deleteEntryHandler: ApiHandler<typeof deleteEntrySchema> = async (request) => {
  await removeEntry(request.server.deps.db, userId(request), request.params.entry_id);
  return { entry_id: request.params.entry_id };
};
