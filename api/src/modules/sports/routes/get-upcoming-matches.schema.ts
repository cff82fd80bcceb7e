import { data } from '../../racing/schemas';
import { matchSchema } from '../schemas';

export const getUpcomingMatchesSchema = {
  tags: ['sports'],
  summary: 'The next matches to start (count default 10), optionally of one sport',
  querystring: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      sport_code: { type: 'string', maxLength: 10 },
    },
  },
  response: data({ type: 'array', items: matchSchema }),
} as const;
