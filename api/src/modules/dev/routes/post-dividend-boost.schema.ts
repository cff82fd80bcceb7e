import { errorResponses, int, obj, str } from '../../../lib/schemas';

export const postDividendBoostSchema = {
  tags: ['dev'],
  summary: 'Grants the punter a dividend boost (percent of the profit, number of uses), for a week',
  params: obj({ user_id: str }),
  body: obj({
    boost_percent: { type: 'integer', minimum: 1, maximum: 100 },
    uses: { type: 'integer', minimum: 1, maximum: 10 },
  }),
  response: { 200: obj({ id: int }), ...errorResponses(400, 404) },
} as const;
