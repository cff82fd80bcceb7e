import { data } from '../../racing/schemas';
import { idList, matchSchema } from '../schemas';

export const getMultipleEventMatchesSchema = {
  tags: ['sports'],
  summary: 'Several matches by event id',
  querystring: { type: 'object', required: ['ids'], properties: { ids: idList } },
  response: data({ type: 'array', items: matchSchema }),
} as const;
