import { errorResponses, obj } from '../../../lib/schemas';
import { eventParams } from '../running-feed';
import { MAX_ADVANCE_SECONDS, raceState } from './race-state';

export const postRaceJumpInSchema = {
  tags: ['dev'],
  summary: 'The race will jump this many seconds from now (a day at most): its time moves, it stays open',
  params: eventParams,
  body: obj({ seconds: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_SECONDS } }),
  response: { 200: raceState, ...errorResponses(400, 404, 409) },
} as const;
