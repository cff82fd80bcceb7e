import type { ApiRoutes } from '../../lib/type-provider';
import { bearerAuth, errorResponses, listOf } from '../../lib/schemas';
import { requireUser, userId } from '../auth/guard';
import { bonusBet, dividendBoost } from './schemas';
import { listBonusBets, listDividendBoosts } from './service';

export const benefitRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('preHandler', requireUser);
  const common = { tags: ['benefits'], security: bearerAuth };

  app.get(
    '/benefits/bonus-bets',
    {
      schema: {
        ...common,
        summary: 'Usable bonus bets (unexpired, something left)',
        response: { 200: listOf(bonusBet), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listBonusBets(db, userId(request), clock.now()) }),
  );

  app.get(
    '/benefits/dividend-boosts',
    {
      schema: {
        ...common,
        summary: 'Usable dividend boosts; dividentBoostsCount on the client is the sum of remaining_value',
        response: { 200: listOf(dividendBoost), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listDividendBoosts(db, userId(request), clock.now()) }),
  );
};
