import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../../racing/schemas';
import { matchSchema } from '../schemas';

export const getEventMatchSchema = {
  tags: ['sports'],
  summary: 'One match with all its markets',
  params: {
    type: 'object',
    required: ['id', 'markets'],
    properties: { id: idParam, markets: { type: 'integer', minimum: 0, maximum: 99 } },
  },
  response: { ...data(matchSchema), ...errorResponses(404) },
} as const;
