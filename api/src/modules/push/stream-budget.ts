import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { credential } from '../auth/guard';
import { verifyAccessToken } from '../auth/tokens';

/**
 * How often one punter's session may open the live stream: every page a punter loads opens it once, so a punter
 * clicking through ~35 pages a minute (and a few tabs) stays well inside it (docs/SPEC-CHOICES.md, "Live stream
 * budget").
 */
export const STREAMS_PER_SESSION_A_MINUTE = 120;

const SESSION_KEY = 'session:';

/**
 * The session of a valid access token (cookie or bearer), as the budget's key; a visitor, a ticket or a bad token
 * has none (a ticket is budgeted per session when it is issued, and the address limit covers everything).
 */
async function sessionBudgetKey(request: FastifyRequest): Promise<string | undefined> {
  const found = credential(request);
  if (!found) return undefined;
  const { jwtSecret, clock } = request.server.deps;
  const claims = await verifyAccessToken(jwtSecret, found.token, clock.now());
  return claims && `${SESSION_KEY}${claims.sessionId}`;
}

/**
 * onRequest for GET /live: the punter's own budget, on top of the per-address limit (the route's rate limit), which
 * is set for abuse rather than for a household: behind a carrier's shared address (common on mobile networks) many
 * punters arrive from one address. Answered like the address limit: 429, the error shape and Retry-After (sendError, app.ts).
 */
export function perSessionStreamBudget(app: FastifyInstance) {
  if (!app.deps.rateLimits) return async () => {};
  const check = app.createRateLimit({
    max: STREAMS_PER_SESSION_A_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request) => (await sessionBudgetKey(request)) ?? '',
    // A visitor without a session is counted only by the address limit.
    allowList: (_request, key) => !key.startsWith(SESSION_KEY),
  });
  return async (request: FastifyRequest) => {
    const budget = await check(request);
    if (!budget.isAllowed && budget.isExceeded)
      throw new HttpError(429, TOO_MANY_REQUESTS, {}, { retry_after_seconds: Math.max(1, budget.ttlInSeconds) });
  };
}
