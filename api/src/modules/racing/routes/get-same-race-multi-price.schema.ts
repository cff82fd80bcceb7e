import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../schemas';

export const getSameRaceMultiPriceSchema = {
  tags: ['racing'],
  summary: 'The same-race-multi price of a set of selections',
  querystring: {
    type: 'object',
    required: ['event_id', 'selections'],
    properties: {
      event_id: idParam,
      selections: { type: 'string', maxLength: 200, description: 'saddle:code pairs, e.g. 3:FWIN,5:PTOP2' },
    },
  },
  response: {
    ...data({
      type: 'object',
      required: ['event_id', 'selections', 'dividend'],
      properties: { event_id: { type: 'integer' }, selections: { type: 'string' }, dividend: { type: 'number' } },
    }),
    ...errorResponses(404),
  },
} as const;
