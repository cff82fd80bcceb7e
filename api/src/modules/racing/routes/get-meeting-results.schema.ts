import { data, meetingSchema, typeParam } from '../schemas';

export const getMeetingResultsSchema = {
  tags: ['racing'],
  summary: "One meeting's results, by date and meeting name",
  querystring: {
    type: 'object',
    required: ['day', 'month', 'year', 'meeting_name'],
    properties: {
      day: { type: 'integer', minimum: 1, maximum: 31 },
      month: { type: 'integer', minimum: 1, maximum: 12 },
      year: { type: 'integer', minimum: 2000, maximum: 2100 },
      meeting_name: { type: 'string', minLength: 1, maxLength: 100 },
      type: typeParam,
    },
  },
  response: data(meetingSchema),
} as const;
