import type { ApiHandler } from '../../../lib/type-provider';
import type { putNoteSchema } from './put-note.schema';
import { userId } from '../../auth/guard';
import { setNote } from '../set-note';

export const putNoteHandler: ApiHandler<typeof putNoteSchema> = async (request) =>
  setNote(
    request.server.deps.db,
    userId(request),
    request.params.entry_id,
    request.body.note,
    request.server.deps.clock.now(),
  );
