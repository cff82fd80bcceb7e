import { data, dateParam, meetingListSchema, meetingSchema, typeParam } from '../schemas';

// A day's meetings in full, and the same meetings as lists show them: one query, two answer schemas.
export const meetingsQuery = { type: 'object', properties: { date: dateParam, type: typeParam } } as const;

export const getMeetingsSchema = {
  tags: ['racing'],
  summary: "A day's meetings (today by default) with their races",
  querystring: meetingsQuery,
  response: data({ type: 'array', items: meetingSchema }),
} as const;

export const getMeetingListSchema = {
  tags: ['racing'],
  summary:
    "The racing page's list: a day's meetings (today by default) with each race's number, status and jump only " +
    '(the light form of /racing/meetings, for lists)',
  querystring: meetingsQuery,
  response: data({ type: 'array', items: meetingListSchema }),
} as const;
