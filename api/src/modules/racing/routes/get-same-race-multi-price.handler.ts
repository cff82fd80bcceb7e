import type { ApiHandler } from '../../../lib/type-provider';
import type { getSameRaceMultiPriceSchema } from './get-same-race-multi-price.schema';
import * as racing from '../service';

export const getSameRaceMultiPriceHandler: ApiHandler<typeof getSameRaceMultiPriceSchema> = async (req) => ({
  data: await racing.sameRaceMultiDiv(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.event_id,
    req.query.selections,
  ),
});
