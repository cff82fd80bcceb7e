import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { formatLongDate } from '../../lib/dates';
import { HttpError, notFound, unauthorized } from '../../lib/errors';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in punter, set by requireUser / optionalUser. */
    user?: { id: string };
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

async function userFromToken(request: FastifyRequest): Promise<string | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  const { jwtSecret, clock } = request.server.deps;
  return verifyAccessToken(jwtSecret, token, clock.now());
}

/** preHandler: a valid bearer access token is required; answers 401 JSON otherwise. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const id = await userFromToken(request);
  if (!id) throw unauthorized();
  request.user = { id };
}

/** preHandler: sets request.user when a valid token comes along; anonymous requests pass through. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const id = await userFromToken(request);
  if (id) request.user = { id };
}

/** The logged-in punter's id inside a route guarded by requireUser. */
export function userId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

export const UNVERIFIED_MESSAGE =
  'Your account is not verified yet. Please upload a valid ID at /profile/verification before you deposit or bet.';

export const selfExcludedMessage = (until: number) =>
  `You are self-excluded until ${formatLongDate(until)}. Logging in, deposits and bets are not available until then.`;

/** Throws 403 when the punter may not deposit or bet: identity not verified, or self-excluded at `now`. */
export async function assertCanWager(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<{ user_verified: boolean; self_excluded_until: Date | null }>(
    'SELECT user_verified, self_excluded_until FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw notFound('Account not found');
  const excludedUntil = user.self_excluded_until ? new Date(user.self_excluded_until).getTime() : 0;
  if (excludedUntil > now) throw new HttpError(403, selfExcludedMessage(excludedUntil), {}, { code: 'self-excluded' });
  if (!user.user_verified) throw new HttpError(403, UNVERIFIED_MESSAGE, {}, { code: 'unverified' });
}
