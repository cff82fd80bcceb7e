import type { ApiHandler } from '../../../lib/type-provider';
import type { getCardsSchema } from './get-cards.schema';
import { userId } from '../../auth/guard';
import * as banking from '../service';

export const getCardsHandler: ApiHandler<typeof getCardsSchema> = async (request) => ({
  data: await banking.listCards(request.server.deps.db, userId(request)),
});
