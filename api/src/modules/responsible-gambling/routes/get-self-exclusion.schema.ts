import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, selfExclusionResponse } from '../schemas';

export const getSelfExclusionSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Whether the punter is self-excluded and until when',
  response: { 200: selfExclusionResponse, ...rgErrors },
} as const;
