import type { ApiRoutes } from '../../lib/type-provider';
import { requireUser } from '../auth/guard';
import { issueLiveTicket, redeemLiveTicket, sessionIsOpen } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import { rateLimited } from '../../lib/rate-limits';
import { bearerAuth, errorResponses, obj, str } from '../../lib/schemas';
import { getBalances } from '../ledger/service';
import { LiveHub, sseFrame } from './hub';

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/**
 * On shutdown each stream is told to reconnect after a random 0.5–5 s (the gateway sends it to another replica), so
 * a replica's thousands of clients do not all arrive on the others at once.
 */
const shutdownRetryHint = () => `retry: ${500 + Math.floor(Math.random() * 4500)}\n\n`;

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

  /** The stream's punter: from a one-use ticket (browsers), or a bearer header (other clients); never a token in the URL. */
  async function streamUser(ticket: string | undefined, authorization: string | undefined) {
    const { db, clock, jwtSecret } = app.deps;
    if (ticket) return redeemLiveTicket(db, ticket, clock.now());
    const claims = authorization?.startsWith('Bearer ')
      ? await verifyAccessToken(jwtSecret, authorization.slice(7), clock.now())
      : undefined;
    return claims && (await sessionIsOpen(db, claims, clock.now())) ? claims : undefined;
  }

  app.get(
    '/live',
    {
      config: rateLimited(app, 'live'),
      schema: {
        tags: ['live'],
        summary:
          'Server-sent events: odds, race, match for everyone; notification and balance for the logged-in punter',
        description:
          'Anonymous, or as a punter with ?ticket= (POST /live/ticket; one use, 30 s) or a bearer header. A used, expired or unknown ticket is answered 401, so the browser fetches a new one. Events: `odds` {event_id, race_id, runners:[{saddle_number, is_eliminated, odds}]}, `race` {meeting_id, event_id, race_id, race_status, jumps_in_sec, result_string}, `match` {event_id, match_status, result_string}, `notification` (SPEC Notification event), `balance` {cash_cents, bonus_cents}.',
        querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } } },
        response: errorResponses(401, 429),
      },
    },
    async (req, reply) => {
      const { userId, sessionId } = (await streamUser(req.query.ticket, req.headers.authorization)) ?? {};
      if (req.query.ticket && !userId)
        return reply
          .status(401)
          .send({ message: 'This live ticket is used or expired. Please ask for a new one.', errors: {} });
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
      const end = (lastWords?: string) => {
        clearInterval(heartbeat);
        remove();
        streams.delete(end);
        res.end(lastWords);
      };
      streams.add(end);
      req.raw.on('close', () => end());
    },
  );
};
