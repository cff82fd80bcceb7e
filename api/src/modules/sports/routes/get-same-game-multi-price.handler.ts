import type { ApiHandler } from '../../../lib/type-provider';
import type { getSameGameMultiPriceSchema } from './get-same-game-multi-price.schema';
import * as sportsService from '../service';

export const getSameGameMultiPriceHandler: ApiHandler<typeof getSameGameMultiPriceSchema> = async (req) => ({
  data: await sportsService.sameGameMultiDiv(req.server.deps.db, req.query.event_id, req.query.selections),
});
