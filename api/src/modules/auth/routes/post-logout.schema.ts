import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { messageResponse } from '../schemas';

export const postLogoutSchema = {
  tags: ['auth'],
  summary: 'Log out everywhere: every session of the punter ends, their tokens are refused from now on',
  security: bearerAuth,
  response: { 200: messageResponse, ...errorResponses(401) },
} as const;
