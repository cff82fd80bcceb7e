import { errorResponses } from '../../../lib/schemas';
import { eventParams } from '../running-feed';
import { raceState } from './race-state';

export const postRaceJumpSchema = {
  tags: ['dev'],
  summary: 'The race jumps now: betting on it closes (Closed)',
  params: eventParams,
  response: { 200: raceState, ...errorResponses(404, 409) },
} as const;
