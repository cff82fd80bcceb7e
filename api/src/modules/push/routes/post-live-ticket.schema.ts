import { bearerAuth, errorResponses, obj, str } from '../../../lib/schemas';

export const postLiveTicketSchema = {
  tags: ['live'],
  summary: 'A one-use ticket (valid 30 s) that opens GET /live as the logged-in punter',
  security: bearerAuth,
  response: { 200: obj({ ticket: str }), ...errorResponses(401, 429) },
} as const;
