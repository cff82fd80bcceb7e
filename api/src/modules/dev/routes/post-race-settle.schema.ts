import { errorResponses, obj } from '../../../lib/schemas';
import { eventParams } from '../running-feed';
import { raceState } from './race-state';

export const postRaceSettleSchema = {
  tags: ['dev'],
  summary:
    'The race runs and is Final with this finish (saddle numbers, first first; the rest follow by number); bets on it are settled',
  params: eventParams,
  body: obj({
    order: { type: 'array', minItems: 1, maxItems: 30, items: { type: 'integer', minimum: 1, maximum: 99 } },
  }),
  response: { 200: raceState, ...errorResponses(400, 404, 409) },
} as const;
