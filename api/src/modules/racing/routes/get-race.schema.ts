import { errorResponses } from '../../../lib/schemas';
import { data, idParam, raceSchema } from '../schemas';

export const getRaceSchema = {
  tags: ['racing'],
  summary: 'One race with runners and products',
  params: { type: 'object', required: ['id'], properties: { id: idParam } },
  response: { ...data(raceSchema), ...errorResponses(404) },
} as const;
