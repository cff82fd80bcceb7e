import type { ApiHandler } from '../../../lib/type-provider';
import type { getRaceCardSchema } from './get-race-card.schema';
import { raceCard } from '../race-card';

export const getRaceCardHandler: ApiHandler<typeof getRaceCardSchema> = async (req) => ({
  data: await raceCard(req.server.deps.db, req.server.deps.clock.now(), req.params.meetingId, req.params.eventId),
});
