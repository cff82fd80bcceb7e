import { getSportNavHandler } from './get-sport-nav.handler';
import { getSportNavSchema } from './get-sport-nav.schema';
import { getUpcomingMatchesHandler } from './get-upcoming-matches.handler';
import { getUpcomingMatchesSchema } from './get-upcoming-matches.schema';
import { getEventCompHandler } from './get-event-comp.handler';
import { getEventCompSchema } from './get-event-comp.schema';
import { getEventMatchHandler } from './get-event-match.handler';
import { getEventMatchSchema } from './get-event-match.schema';
import { getRoundMatchesHandler } from './get-round-matches.handler';
import { getRoundMatchesSchema } from './get-round-matches.schema';
import { getMultipleEventMatchesHandler } from './get-multiple-event-matches.handler';
import { getMultipleEventMatchesSchema } from './get-multiple-event-matches.schema';
import { getSameGameMultiPriceHandler } from './get-same-game-multi-price.handler';
import { getSameGameMultiPriceSchema } from './get-same-game-multi-price.schema';
import { getMultipleRoundMatchesHandler } from './get-multiple-round-matches.handler';
import { getMultipleRoundMatchesSchema } from './get-multiple-round-matches.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import { revalidatedPublicLists } from '../../../lib/public-lists';

/** The sports calls, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const sportsRoutes: ApiRoutes = async (app) => {
  await revalidatedPublicLists(app);
  app.get('/sports/get-sport-nav', { schema: getSportNavSchema }, getSportNavHandler);
  app.get('/sports/get-upcoming-matches', { schema: getUpcomingMatchesSchema }, getUpcomingMatchesHandler);
  app.get('/sports/get-event-comp/:id', { schema: getEventCompSchema }, getEventCompHandler);
  app.get('/sports/get-event-match/:id/:markets', { schema: getEventMatchSchema }, getEventMatchHandler);
  app.get('/sports/get-round-matches', { schema: getRoundMatchesSchema }, getRoundMatchesHandler);
  app.get('/sports/get-multiple-event-matches', { schema: getMultipleEventMatchesSchema }, getMultipleEventMatchesHandler);
  app.get('/sports/same-game-multi-div', { schema: getSameGameMultiPriceSchema }, getSameGameMultiPriceHandler);
  app.get('/sports/get-multiple-round-matches', { schema: getMultipleRoundMatchesSchema }, getMultipleRoundMatchesHandler);
};
