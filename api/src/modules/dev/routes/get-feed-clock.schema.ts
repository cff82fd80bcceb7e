import { dateTime, obj } from '../../../lib/schemas';

export const getFeedClockSchema = {
  tags: ['dev'],
  summary: 'The feed’s clock: now, and whether it is manual (FEED=manual) or real',
  response: { 200: obj({ now: dateTime, manual: { type: 'boolean' } }) },
} as const;
