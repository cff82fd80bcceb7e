import { errorResponses, int, obj } from '../../../lib/schemas';
import { eventParams } from '../running-feed';

export const postRaceScratchSchema = {
  tags: ['dev'],
  summary:
    'Scratches a runner: its chance goes to the rest of the field, whose prices are worked out again; pushed to clients as an odds event',
  params: eventParams,
  body: obj({ saddle_number: { type: 'integer', minimum: 1, maximum: 99 } }),
  response: { 200: obj({ event_id: int, saddle_number: int }), ...errorResponses(400, 404, 409) },
} as const;
