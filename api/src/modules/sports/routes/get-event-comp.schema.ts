import { competitionSchema, sortBy } from '../schemas';
import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../../racing/schemas';

export const getEventCompSchema = {
  tags: ['sports'],
  summary: 'A competition with its matches',
  params: { type: 'object', required: ['id'], properties: { id: idParam } },
  querystring: { type: 'object', properties: { sortBy } },
  response: { ...data(competitionSchema), ...errorResponses(404) },
} as const;
