import { errorResponses, int, nullable, obj, str } from '../../../lib/schemas';
import { eventParams } from '../running-feed';

export const postMatchSettleSchema = {
  tags: ['dev'],
  summary: 'The match is played and Final with this score; bets on it are settled',
  params: eventParams,
  body: obj({
    score_a: { type: 'integer', minimum: 0, maximum: 999 },
    score_b: { type: 'integer', minimum: 0, maximum: 999 },
  }),
  response: {
    200: obj({ event_id: int, match_status: str, result_string: nullable(str) }),
    ...errorResponses(400, 404, 409),
  },
} as const;
