import { data, dateParam, meetingSchema, typeParam } from '../schemas';

export const getResultsSchema = {
  tags: ['racing'],
  summary: "A day's results by meeting (yesterday by default)",
  querystring: { type: 'object', properties: { date: dateParam, type: typeParam } },
  response: data({ type: 'array', items: meetingSchema }),
} as const;
