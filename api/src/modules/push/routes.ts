import type { ApiRoutes } from '../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { clearSessionCookies } from '../auth/cookies';
import { credential, requireUser } from '../auth/guard';
import { issueLiveTicket, redeemLiveTicket, sessionIsOpen, sessionLifetime } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import { rateLimited } from '../../lib/rate-limits';
import { bearerAuth, errorResponses, obj, str } from '../../lib/schemas';
import { getBalances } from '../ledger/service';
import { LiveHub, sseFrame } from './hub';
import { liveFrameSchema } from './schemas';

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/**
 * On shutdown each stream is told to reconnect after a random 0.5–5 s (the gateway sends it to another replica), so
 * a replica's thousands of clients do not all arrive on the others at once.
 */
const shutdownRetryHint = () => `retry: ${500 + Math.floor(Math.random() * 4500)}\n\n`;

/** setTimeout's longest wait (about 24.8 days); a year-long session is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends a punter's stream when its session runs out, by the app's clock: a stream must not outlive its session, which
 * a request would by then be refused for. Returns the handle that stops waiting.
 */
function endAtExpiry(expiresAt: number, end: () => void, clock: Clock): () => void {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    const left = expiresAt - clock.now();
    if (left <= 0) end();
    else timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
  };
  wait();
  return () => clearTimeout(timer);
}

/** GET /live: the stream's frames and who it is for, in the OpenAPI document. */
const liveStreamSchema = {
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

export const pushRoutes: ApiRoutes = async (app) => {
  const hub = new LiveHub(app.deps.db);
  const streams = new Set<(lastWords?: string) => void>();
  // Streams never go idle, so they are ended before the server closes (or closing would wait for them).
  app.addHook('preClose', async () => {
    for (const end of streams) end(shutdownRetryHint());
    await hub.close();
  });

  app.post(
    '/live/ticket',
    {
      preHandler: requireUser,
      config: rateLimited(app, 'liveTicket'),
      schema: {
        tags: ['live'],
        summary: 'A one-use ticket (valid 30 s) that opens GET /live as the logged-in punter',
        security: bearerAuth,
        response: { 200: obj({ ticket: str }), ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ ticket: await issueLiveTicket(app.deps.db, request.user!.sessionId, app.deps.clock.now()) }),
  );

  /**
   * The stream's punter and when its session runs out: from a one-use ticket, a bearer header (other clients) or the
   * session cookie (the site's pages); never a token in the URL.
   */
  async function streamUser(request: FastifyRequest, ticket: string | undefined) {
    const { db, clock, jwtSecret } = app.deps;
    const token = credential(request)?.token;
    const claims = ticket
      ? await redeemLiveTicket(db, ticket, clock.now())
      : token && (await verifyAccessToken(jwtSecret, token, clock.now()));
    if (!claims || (!ticket && !(await sessionIsOpen(db, claims, clock.now())))) return undefined;
    const lifetime = await sessionLifetime(db, claims.sessionId);
    return lifetime && { ...claims, expiresAt: lifetime.expiresAt };
  }

  app.get(
    '/live',
    {
      config: rateLimited(app, 'live'),
      schema: liveStreamSchema,
    },
    async (req, reply) => {
      const { userId, sessionId, expiresAt } = (await streamUser(req, req.query.ticket)) ?? {};
      if (req.query.ticket && !userId)
        return reply
          .status(401)
          .send({ message: 'This live ticket is used or expired. Please ask for a new one.', errors: {} });
      // A cookie whose session ended or ran out: refused and expired, so the page learns its punter is logged out
      // (and the browser's next try is anonymous) rather than quietly getting the public stream.
      if (!userId && credential(req)?.from === 'cookie') {
        clearSessionCookies(req, reply);
        throw unauthorized();
      }
      reply.hijack();
      const res = reply.raw;
      const write = (frame: string) => res.write(frame);
      // Subscribe before answering, so nothing published after the client sees the stream open is missed.
      const remove = await hub.add({ userId, sessionId, write, end: () => end() });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      if (userId) write(sseFrame('balance', await getBalances(app.deps.db, userId)));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let stopWaiting = () => {};
      const end = (lastWords?: string) => {
        clearInterval(heartbeat);
        stopWaiting();
        remove();
        streams.delete(end);
        res.end(lastWords);
      };
      streams.add(end);
      if (expiresAt !== undefined) stopWaiting = endAtExpiry(expiresAt, end, app.deps.clock);
      req.raw.on('close', () => end());
    },
  );
};
