import { data, idParam, raceSchema } from '../schemas';

export const getRacesByIdsSchema = {
  tags: ['racing'],
  summary: 'Races with runners, keyed by event_id',
  body: {
    type: 'object',
    required: ['event_ids'],
    properties: { event_ids: { type: 'array', items: idParam, maxItems: 100 } },
  },
  response: data({ type: 'object', additionalProperties: raceSchema }),
} as const;
