import { data, meetingSchema, typeParam } from '../schemas';

export const getFuturesSchema = {
  tags: ['racing'],
  summary: 'Futures: feature races a week or more ahead, fixed win only',
  querystring: { type: 'object', properties: { type: typeParam } },
  response: data({ type: 'array', items: meetingSchema }),
} as const;
