import type { ApiRoutes } from '../../lib/type-provider';
import { arrayOf, obj } from '../../lib/schemas';
import { searchResult } from './schemas';
import { search } from './service';

const tags = ['search'];

export const searchRoutes: ApiRoutes = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'What a punter types: meetings and tracks, runners in races still to run, teams, competitions and sports, each with the page it leads to',
        querystring: obj({ q: { type: 'string', minLength: 2, maxLength: 50 } }),
        response: { 200: obj({ data: arrayOf(searchResult) }) },
      },
    },
    async (req) => ({ data: await search(app.deps.db, app.deps.clock.now(), req.query.q) }),
  );
};
