import type { ApiHandler } from '../../../lib/type-provider';
import type { getCardsSchema } from './get-cards.schema';
import { userId } from '../../auth/guard';
import { listCards } from '../cards';

export const getCardsHandler: ApiHandler<typeof getCardsSchema> = async (request) => ({
  data: await listCards(request.server.deps.db, userId(request)),
});
