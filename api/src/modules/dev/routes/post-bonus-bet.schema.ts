import { errorResponses, int, obj, str } from '../../../lib/schemas';

export const postBonusBetSchema = {
  tags: ['dev'],
  summary: 'Grants the punter a bonus bet of this many dollars, for a week',
  params: obj({ user_id: str }),
  body: obj({ amount: { type: 'number', minimum: 1, maximum: 1000 } }),
  response: { 200: obj({ id: int }), ...errorResponses(400, 404) },
} as const;
