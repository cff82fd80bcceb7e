import { errorResponses } from '../../../lib/schemas';
import { data, idParam, raceSchema } from '../schemas';

export const getQuadrellaSchema = {
  tags: ['racing'],
  summary: "A meeting's quadrella: its last four races with approximate odds",
  params: { type: 'object', required: ['id'], properties: { id: idParam } },
  response: {
    ...data({
      type: 'object',
      required: ['meeting_id', 'meeting_name', 'legs'],
      properties: {
        meeting_id: { type: 'integer' },
        meeting_name: { type: 'string' },
        legs: { type: 'array', items: raceSchema },
      },
    }),
    ...errorResponses(404),
  },
} as const;
