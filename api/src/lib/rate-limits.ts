import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

/** What the login's throttles answer, the route's (below) and the auth service's own per-punter count alike. */
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** The 429 body: the API's error shape; @fastify/rate-limit adds Retry-After. */
const tooMany =
  (message: string): RateLimitOptions['errorResponseBuilder'] =>
  (_req, context) => ({
    statusCode: 429,
    message,
    errors: {},
    retry_after_seconds: Math.ceil(context.ttl / 1000),
  });

/** Keyed on request.ip: the real client behind the gateway when TRUST_PROXY names it (config.ts). */
const byAddress = (request: FastifyRequest) => request.ip;

/**
 * Request budgets per client address (on top of the failed-login counts in auth/throttle.ts). Generous enough for a
 * family behind one home router, tight enough to make guessing and mass sign-ups slow.
 */
const perClientAddress = {
  login: { max: 30, timeWindow: '1 minute', keyGenerator: byAddress, errorResponseBuilder: tooMany(TOO_MANY_ATTEMPTS) },
  registration: {
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: byAddress,
    errorResponseBuilder: tooMany(TOO_MANY_REQUESTS),
  },
  recovery: {
    max: 10,
    timeWindow: '15 minutes',
    keyGenerator: byAddress,
    errorResponseBuilder: tooMany(TOO_MANY_REQUESTS),
  },
  // Set for abuse, not for a household: behind a carrier's shared address (common on mobile networks) hundreds of
  // punters may open the stream from one address. Each punter's own budget is per session (push/stream-budget.ts).
  live: { max: 600, timeWindow: '1 minute', keyGenerator: byAddress, errorResponseBuilder: tooMany(TOO_MANY_REQUESTS) },
  // The shell reports a failed remote once per page view: a browser never needs more.
  failureReports: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: byAddress,
    errorResponseBuilder: tooMany(TOO_MANY_REQUESTS),
  },
  // As the stream's: a ticket opens one stream, and each session's tickets have their own budget too.
  liveTicket: {
    max: 600,
    timeWindow: '1 minute',
    keyGenerator: byAddress,
    errorResponseBuilder: tooMany(TOO_MANY_REQUESTS),
  },
} satisfies Record<string, RateLimitOptions>;

/** A route's `config` holding its request budget; empty when the app runs without budgets (RATE_LIMITS=off). */
export const rateLimited = (
  app: FastifyInstance,
  budget: keyof typeof perClientAddress,
): { rateLimit?: RateLimitOptions } => (app.deps.rateLimits ? { rateLimit: perClientAddress[budget] } : {});
