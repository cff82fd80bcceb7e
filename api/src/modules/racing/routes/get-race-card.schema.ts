import { errorResponses } from '../../../lib/schemas';
import { data, meetingSchema, raceOfMeetingParams, raceSchema } from '../schemas';

export const getRaceCardSchema = {
  tags: ['racing'],
  summary: 'Race card: the meeting with its races, and the chosen race with runners and products',
  params: raceOfMeetingParams,
  response: {
    ...data({
      type: 'object',
      required: ['meeting', 'race'],
      properties: { meeting: meetingSchema, race: raceSchema },
    }),
    ...errorResponses(404),
  },
} as const;
