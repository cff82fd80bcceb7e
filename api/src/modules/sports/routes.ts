import { errorResponses } from '../../lib/schemas';
import type { ApiRoutes } from '../../lib/type-provider';
import { revalidatedPublicLists } from '../../lib/public-lists';
import { data, idParam } from '../racing/schemas';
import { competitionSchema, idList, matchSchema, parseIds, sportNavSchema } from './schemas';
import * as sportsService from './service';

const tags = ['sports'];
const sortBy = { type: 'string', enum: ['time', 'name'], default: 'time' } as const;

export const sportsRoutes: ApiRoutes = async (app) => {
  const now = () => app.deps.clock.now();
  const db = () => app.deps.db;
  await revalidatedPublicLists(app);

  app.get(
    '/sports/get-sport-nav',
    { schema: { tags, summary: 'Every sport with its competitions', response: data(sportNavSchema) } },
    async () => ({
      data: await sportsService.sportNav(db(), now()),
    }),
  );

  app.get(
    '/sports/get-upcoming-matches',
    {
      schema: {
        tags,
        summary: 'The next matches to start (count default 10), optionally of one sport',
        querystring: {
          type: 'object',
          properties: {
            count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            sport_code: { type: 'string', maxLength: 10 },
          },
        },
        response: data({ type: 'array', items: matchSchema }),
      },
    },
    async (req) => ({ data: await sportsService.upcoming(db(), now(), req.query.count, req.query.sport_code) }),
  );

  app.get(
    '/sports/get-event-comp/:id',
    {
      schema: {
        tags,
        summary: 'A competition with its matches',
        params: { type: 'object', required: ['id'], properties: { id: idParam } },
        querystring: { type: 'object', properties: { sortBy } },
        response: { ...data(competitionSchema), ...errorResponses(404) },
      },
    },
    async (req) => ({ data: await sportsService.competition(db(), now(), req.params.id, req.query.sortBy) }),
  );

  app.get(
    '/sports/get-event-match/:id/:markets',
    {
      schema: {
        tags,
        summary: 'One match with all its markets',
        params: {
          type: 'object',
          required: ['id', 'markets'],
          properties: { id: idParam, markets: { type: 'integer', minimum: 0, maximum: 99 } },
        },
        response: { ...data(matchSchema), ...errorResponses(404) },
      },
    },
    async (req) => ({ data: await sportsService.match(db(), req.params.id) }),
  );

  app.get(
    '/sports/get-round-matches',
    {
      schema: {
        tags,
        summary: "A competition's (group's) matches, optionally of one round (sub_comp_grouping)",
        querystring: {
          type: 'object',
          required: ['group'],
          properties: {
            group: idParam,
            sport: { type: 'string', maxLength: 10 },
            sub_comp_grouping: { type: 'string', maxLength: 50 },
            sortBy,
          },
        },
        response: { ...data(competitionSchema), ...errorResponses(404) },
      },
    },
    async (req) => ({
      data: await sportsService.competition(
        db(),
        now(),
        req.query.group,
        req.query.sortBy,
        req.query.sub_comp_grouping,
      ),
    }),
  );

  app.get(
    '/sports/get-multiple-event-matches',
    {
      schema: {
        tags,
        summary: 'Several matches by event id',
        querystring: { type: 'object', required: ['ids'], properties: { ids: idList } },
        response: data({ type: 'array', items: matchSchema }),
      },
    },
    async (req) => ({ data: await sportsService.matchesByIds(db(), parseIds(req.query.ids)) }),
  );

  app.get(
    '/sports/same-game-multi-div',
    {
      schema: {
        tags,
        summary:
          'The same-game multi price of two or more legs of one match, priced together from the match model (codes 366 and 367 refuse legs that cannot be one)',
        querystring: {
          type: 'object',
          required: ['event_id', 'selections'],
          properties: {
            event_id: idParam,
            selections: {
              type: 'string',
              maxLength: 200,
              description: 'Bet types of the match joined by commas, e.g. AWin,ALine,TotalOver',
            },
          },
        },
        response: {
          ...data({
            type: 'object',
            required: ['event_id', 'selections', 'dividend'],
            properties: { event_id: { type: 'integer' }, selections: { type: 'string' }, dividend: { type: 'number' } },
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req) => ({
      data: await sportsService.sameGameMultiDiv(db(), req.query.event_id, req.query.selections),
    }),
  );

  app.get(
    '/sports/get-multiple-round-matches',
    {
      schema: {
        tags,
        summary: 'Several competitions (groups) with their matches',
        querystring: { type: 'object', required: ['groups'], properties: { groups: idList, sortBy } },
        response: data({ type: 'array', items: competitionSchema }),
      },
    },
    async (req) => ({
      data: await Promise.all(
        parseIds(req.query.groups).map((id) => sportsService.competition(db(), now(), id, req.query.sortBy)),
      ),
    }),
  );
};
