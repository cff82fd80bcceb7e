import { competitionSchema, idList, sortBy } from '../schemas';
import { data } from '../../racing/schemas';

export const getMultipleRoundMatchesSchema = {
  tags: ['sports'],
  summary: 'Several competitions (groups) with their matches',
  querystring: { type: 'object', required: ['groups'], properties: { groups: idList, sortBy } },
  response: data({ type: 'array', items: competitionSchema }),
} as const;
