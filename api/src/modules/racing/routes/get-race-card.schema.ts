import { errorResponses } from '../../../lib/schemas';
import { data, idParam, meetingSchema, raceSchema } from '../schemas';

export const getRaceCardSchema = {
  tags: ['racing'],
  summary: 'Race card: the meeting with its races, and the chosen race with runners and products',
  params: {
    type: 'object',
    required: ['meetingId', 'eventId'],
    properties: { meetingId: idParam, eventId: idParam },
  },
  response: {
    ...data({
      type: 'object',
      required: ['meeting', 'race'],
      properties: { meeting: meetingSchema, race: raceSchema },
    }),
    ...errorResponses(404),
  },
} as const;
