import { dateTime, errorResponses, obj } from '../../../lib/schemas';
import { MAX_ADVANCE_SECONDS } from './race-state';

export const postFeedAdvanceSchema = {
  tags: ['dev'],
  summary: 'Moves the manual clock forward, ticking the feed every 30 seconds of it (races jump, run, settle)',
  body: obj({ seconds: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_SECONDS } }),
  response: { 200: obj({ now: dateTime }), ...errorResponses(400, 409) },
} as const;
