import { data, raceSchema, typeParam } from '../schemas';

export const getNextToJumpSchema = {
  tags: ['racing'],
  summary: 'The racing list: the next races to jump (type default A, count default 6)',
  querystring: {
    type: 'object',
    properties: { type: typeParam, count: { type: 'integer', minimum: 1, maximum: 100, default: 6 } },
  },
  response: data({ type: 'array', items: raceSchema }),
} as const;
