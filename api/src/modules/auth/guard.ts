import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { HttpError, notFound, unauthorized } from '../../lib/errors';
import { accountHolder, assertPersonNotExcluded } from '../exclusion/person-exclusion';
import { ACCESS_TOKEN_COOKIE } from '@wagering/contract/constants';
import { clearSessionCookies, cookieName, csrfRefused, isSameSiteWrite, requestCookie } from './cookies';
import { sessionIsOpen } from './sessions';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in punter and the session of the token, set by requireUser / optionalUser. */
    user?: { id: string; sessionId: string };
  }
}

/** The request's access token: a bearer header (API clients, the app) or else the session cookie (the site). */
export function credential(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), from: 'bearer' };
  const cookie = requestCookie(request, cookieName(request, ACCESS_TOKEN_COOKIE));
  return cookie ? { token: cookie, from: 'cookie' } : undefined;
}

/** The punter of a valid token whose session is still open (checked per request, so logout takes effect at once). */
async function userOf(request: FastifyRequest, token: string): Promise<{ id: string; sessionId: string } | undefined> {
  const { jwtSecret, clock, db } = request.server.deps;
  const claims = await verifyAccessToken(jwtSecret, token, clock.now());
  if (!claims || !(await sessionIsOpen(db, claims, clock.now()))) return undefined;
  return { id: claims.userId, sessionId: claims.sessionId };
}

/**
 * The request's punter, or undefined. A session cookie whose session ended (logout elsewhere, a reset) or ran out
 * is expired in the browser on the way, so it stops being sent.
 */
async function requestUser(request: FastifyRequest, reply: FastifyReply) {
  const found = credential(request);
  if (!found) return undefined;
  const user = await userOf(request, found.token);
  if (!user && found.from === 'cookie') clearSessionCookies(request, reply);
  return user && { ...user, byCookie: found.from === 'cookie' };
}

/**
 * preHandler: a valid access token is required (401 JSON otherwise); a write authenticated by the cookie must also
 * pass the CSRF check (403).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await requestUser(request, reply);
  if (!user) throw unauthorized();
  if (user.byCookie && !isSameSiteWrite(request, user.sessionId)) throw csrfRefused();
  request.user = { id: user.id, sessionId: user.sessionId };
}

/**
 * preHandler: sets request.user when a valid token comes along; anonymous requests pass through, and so does a
 * cookie write that fails the CSRF check, as anonymous: another site gets nothing of the punter's.
 */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await requestUser(request, reply);
  if (user && (!user.byCookie || isSameSiteWrite(request, user.sessionId)))
    request.user = { id: user.id, sessionId: user.sessionId };
}

/** The logged-in punter's id inside a route guarded by requireUser. */
export function userId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

export const UNVERIFIED_MESSAGE =
  'Your account is not verified yet. Please upload a valid ID to verify your account before you deposit or bet.';

/**
 * Throws 403 when the punter may not deposit or bet: self-excluded at `now` (on this or any account of the same
 * person, or on BetStop), or identity not verified.
 */
export async function assertCanWager(q: Queryable, userId: string, now: number): Promise<void> {
  const holder = await accountHolder(q, userId);
  if (!holder) throw notFound('Account not found');
  await assertPersonNotExcluded(q, holder, now);
  if (!holder.user_verified) throw new HttpError(403, UNVERIFIED_MESSAGE, {}, { code: 'unverified' });
}
