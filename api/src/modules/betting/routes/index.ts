import { postVerifyBetHandler } from './post-verify-bet.handler';
import { postVerifyBetSchema } from './post-verify-bet.schema';
import { postRequestBetHandler } from './post-request-bet.handler';
import { postRequestBetSchema } from './post-request-bet.schema';
import { getBetsHandler } from './get-bets.handler';
import { getBetsSchema } from './get-bets.schema';
import { getCashOutOffersHandler } from './get-cash-out-offers.handler';
import { getCashOutOffersSchema } from './get-cash-out-offers.schema';
import { postCashOutHandler } from './post-cash-out.handler';
import { postCashOutSchema } from './post-cash-out.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import { optionalUser, requireUser } from '../../auth/guard';

/** The betting operations, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const bettingRoutes: ApiRoutes = async (app) => {
  app.post('/betting/verify-bet', { preHandler: optionalUser, schema: postVerifyBetSchema }, postVerifyBetHandler);
  app.post('/betting/request-bet', { preHandler: requireUser, schema: postRequestBetSchema }, postRequestBetHandler);
  app.get('/betting/bets', { preHandler: requireUser, schema: getBetsSchema }, getBetsHandler);
  app.get('/betting/cash-out', { preHandler: requireUser, schema: getCashOutOffersSchema }, getCashOutOffersHandler);
  app.post(
    '/betting/bets/:ticket_number/cash-out',
    { preHandler: requireUser, schema: postCashOutSchema },
    postCashOutHandler,
  );
};
