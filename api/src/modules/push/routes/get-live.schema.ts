import { errorResponses } from '../../../lib/schemas';
import { liveFrameSchema } from '../schemas';

/** GET /live: the stream's frames and who it is for, in the OpenAPI document. */
export const getLiveSchema = {
  tags: ['live'],
  summary:
    'Server-sent events: odds, race, match for everyone; notification, balance, account and blackbook for the logged-in punter',
  description:
    "Anonymous, or as a punter by the session cookie (the site), ?ticket= (POST /live/ticket; one use, 30 s) or a bearer header. A used, expired or unknown ticket, or a session cookie whose session ended, is answered 401 (the cookie expired). A punter's stream ends when its session ends (logout, a password change elsewhere, a reset) or runs out. Each frame is an SSE `event:` name and its JSON `data:` (the 200 answer's frames; each kind's data is a component: OddsEvent, RaceEvent, MatchEvent, NotificationEvent, BalanceEvent, AccountEvent, BlackbookAlert).",
  querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } } },
  response: {
    200: {
      description: 'The stream, one frame per event, until the session ends or the client leaves',
      content: { 'text/event-stream': { schema: liveFrameSchema } },
    },
    ...errorResponses(401, 429),
  },
} as const;
