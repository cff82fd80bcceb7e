import type { ApiHandler } from '../../../lib/type-provider';
import type { getBetsSchema } from './get-bets.schema';
import { userId } from '../../auth/guard';
import { betHistory } from '../history';

export const getBetsHandler: ApiHandler<typeof getBetsSchema> = async (req) =>
  betHistory(req.server.deps.db, userId(req), req.query);
