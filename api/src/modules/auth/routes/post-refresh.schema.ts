import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { messageResponse } from '../schemas';

export const postRefreshSchema = {
  tags: ['auth'],
  summary:
    'Puts the current session (of the bearer token the mobile app hands its web view, or of the cookie) into the browser: the HttpOnly session cookie and the CSRF cookie, for what is left of a Remember me session, else for the browser session',
  security: bearerAuth,
  response: { 200: messageResponse, ...errorResponses(401) },
} as const;
