import type { ApiHandler } from '../../../lib/type-provider';
import type { getRaceFormGuideSchema } from './get-race-form-guide.schema';
import { raceFormGuide } from '../form-guide';

export const getRaceFormGuideHandler: ApiHandler<typeof getRaceFormGuideSchema> = async (req) => ({
  data: await raceFormGuide(req.server.deps.db, req.params.id),
});
