import type { ApiHandler } from '../../../lib/type-provider';
import type { getSameRaceMultiPriceSchema } from './get-same-race-multi-price.schema';
import { sameRaceMultiDiv } from '../same-race-multi';

export const getSameRaceMultiPriceHandler: ApiHandler<typeof getSameRaceMultiPriceSchema> = async (req) => ({
  data: await sameRaceMultiDiv(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.event_id,
    req.query.selections,
  ),
});
