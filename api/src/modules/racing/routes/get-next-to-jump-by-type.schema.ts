import { data, raceSchema, typeParam } from '../schemas';

export const getNextToJumpByTypeSchema = {
  tags: ['racing'],
  summary: 'The next races to jump (jumps_in_sec above 0), soonest first',
  params: {
    type: 'object',
    required: ['type', 'count'],
    properties: { type: typeParam, count: { type: 'integer', minimum: 1, maximum: 100, default: 6 } },
  },
  response: data({ type: 'array', items: raceSchema }),
} as const;
