import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { HttpError, notFound, unauthorized } from '../../lib/errors';
import { accountHolder, assertPersonNotExcluded } from '../responsible-gambling/person-exclusion';
import { sessionIsOpen } from './sessions';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in punter and the session of the token, set by requireUser / optionalUser. */
    user?: { id: string; sessionId: string };
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The punter of a valid token whose session is still open (checked per request, so logout takes effect at once). */
async function userFromToken(request: FastifyRequest): Promise<{ id: string; sessionId: string } | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  const { jwtSecret, clock, db } = request.server.deps;
  const claims = await verifyAccessToken(jwtSecret, token, clock.now());
  if (!claims || !(await sessionIsOpen(db, claims, clock.now()))) return undefined;
  return { id: claims.userId, sessionId: claims.sessionId };
}

/** preHandler: a valid bearer access token is required; answers 401 JSON otherwise. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await userFromToken(request);
  if (!user) throw unauthorized();
  request.user = user;
}

/** preHandler: sets request.user when a valid token comes along; anonymous requests pass through. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await userFromToken(request);
  if (user) request.user = user;
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
