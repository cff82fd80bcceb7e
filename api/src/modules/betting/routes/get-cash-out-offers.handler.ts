import type { ApiHandler } from '../../../lib/type-provider';
import type { getCashOutOffersSchema } from './get-cash-out-offers.schema';
import { userId } from '../../auth/guard';
import { cashOutQuotes } from '../cash-out';

export const getCashOutOffersHandler: ApiHandler<typeof getCashOutOffersSchema> = async (req) => ({
  data: await cashOutQuotes(req.server.deps.db, userId(req), req.server.deps.clock.now(), req.server.deps.cashOut),
});
