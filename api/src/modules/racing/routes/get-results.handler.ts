import type { ApiHandler } from '../../../lib/type-provider';
import type { getResultsSchema } from './get-results.schema';
import { addDays, dayOf } from '../../../lib/dates';
import { meetingsOn } from '../meetings';
import { raceTypeOf } from '../race-model';

export const getResultsHandler: ApiHandler<typeof getResultsSchema> = async (req) => ({
  data: await meetingsOn(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.date ?? addDays(dayOf(req.server.deps.clock.now()), -1),
    raceTypeOf(req.query.type),
  ),
});
