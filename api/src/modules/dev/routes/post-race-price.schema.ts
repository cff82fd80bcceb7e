import { errorResponses, int, num, obj } from '../../../lib/schemas';
import { eventParams } from '../running-feed';

export const postRacePriceSchema = {
  tags: ['dev'],
  summary: 'Sets one runner’s price on one product (fixed win by default); pushed to clients as an odds event',
  params: eventParams,
  body: obj(
    {
      saddle_number: { type: 'integer', minimum: 1, maximum: 99 },
      price: { type: 'number', minimum: 1.01, maximum: 10000 },
      dividend_code: { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' },
    },
    ['dividend_code'],
  ),
  response: {
    200: obj({ event_id: int, saddle_number: int, odds: { type: 'object', additionalProperties: num } }),
    ...errorResponses(400, 404),
  },
} as const;
