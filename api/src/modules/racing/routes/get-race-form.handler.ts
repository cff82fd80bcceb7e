import type { ApiHandler } from '../../../lib/type-provider';
import type { getRaceFormSchema } from './get-race-form.schema';
import { raceForm } from '../race-form';

export const getRaceFormHandler: ApiHandler<typeof getRaceFormSchema> = async (req) => ({
  data: await raceForm(req.server.deps.db, req.server.deps.clock.now(), req.params.meetingId, req.params.eventId),
});
