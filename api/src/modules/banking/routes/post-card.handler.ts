import type { cardRegistrationSchema } from '../forms';
import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postCardSchema } from './post-card.schema';
import { userId } from '../../auth/guard';
import { registerCard } from '../cards';

export const postCardHandler: ApiHandler<
  FormRouteSchema<typeof postCardSchema, typeof cardRegistrationSchema>
> = async (request) =>
  registerCard(request.server.deps.db, userId(request), request.body, request.server.deps.clock.now());
