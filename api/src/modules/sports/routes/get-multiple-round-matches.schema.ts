import { competitionSchema, idList, sortBy } from '../schemas';
import { errorResponses } from '../../../lib/schemas';
import { data } from '../../racing/schemas';

export const getMultipleRoundMatchesSchema = {
  tags: ['sports'],
  summary: 'Several competitions (groups) with their matches',
  querystring: { type: 'object', required: ['groups'], properties: { groups: idList, sortBy } },
  // A group that does not exist: 404, as the one-group look-up answers.
  response: { ...data({ type: 'array', items: competitionSchema }), ...errorResponses(404) },
} as const;
