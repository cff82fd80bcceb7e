import type { FastifyRequest } from 'fastify';
import type { ApiHandler } from '../../../lib/type-provider';
import type { getLiveSchema } from './get-live.schema';
import type { Clock } from '../../../lib/clock';
import { unauthorized } from '../../../lib/errors';
import { clearSessionCookies } from '../../auth/cookies';
import { credential } from '../../auth/guard';
import { redeemLiveTicket, sessionIsOpen, sessionLifetime } from '../../auth/sessions';
import { verifyAccessToken } from '../../auth/tokens';
import { getBalances } from '../../ledger/service';
import { type LiveHub, sseFrame } from '../hub';

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/**
 * On shutdown each stream is told to reconnect after a random 0.5–5 s (the gateway sends it to another replica), so
 * a replica's thousands of clients do not all arrive on the others at once.
 */
export const shutdownRetryHint = () => `retry: ${500 + Math.floor(Math.random() * 4500)}\n\n`;

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

/**
 * The stream's punter and when its session runs out: from a one-use ticket, a bearer header (other clients) or the
 * session cookie (the site's pages); never a token in the URL.
 */
async function streamUser(request: FastifyRequest, ticket: string | undefined) {
  const { db, clock, jwtSecret } = request.server.deps;
  const token = credential(request)?.token;
  const claims = ticket
    ? await redeemLiveTicket(db, ticket, clock.now())
    : token && (await verifyAccessToken(jwtSecret, token, clock.now()));
  if (!claims || (!ticket && !(await sessionIsOpen(db, claims, clock.now())))) return undefined;
  const lifetime = await sessionLifetime(db, claims.sessionId);
  return lifetime && { ...claims, expiresAt: lifetime.expiresAt };
}

/**
 * GET /live for this process's hub: each open stream is kept in `streams` (by the function that ends it), so the
 * plugin can end them all on shutdown.
 */
export const getLiveHandler =
  (hub: LiveHub, streams: Set<(lastWords?: string) => void>): ApiHandler<typeof getLiveSchema> =>
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
    if (userId) write(sseFrame('balance', await getBalances(req.server.deps.db, userId)));
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
    if (expiresAt !== undefined) stopWaiting = endAtExpiry(expiresAt, end, req.server.deps.clock);
    req.raw.on('close', () => end());
  };
