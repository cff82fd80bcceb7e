import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../../racing/schemas';

export const getSameGameMultiPriceSchema = {
  tags: ['sports'],
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
} as const;
