import type { RouteOptions } from 'fastify';
import { errorBody } from './schemas';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * onRoute: declares in every route's schema (and so in the OpenAPI document) the error statuses any route may answer
 * besides its own: 400 (validation, a bad JSON body, NUL bytes), 500, 503 (maintenance, the database away); 413 and
 * 415 where a body is read; 401 where the route needs a session, and 403 where it also writes (a write by the
 * session cookie without the CSRF token or from another origin, auth/cookies.ts); 429 where it has a request budget.
 */
export function declareCommonStatuses(route: RouteOptions): void {
  const schema = route.schema as
    { response?: Record<string, unknown>; security?: unknown[]; hide?: boolean } | undefined;
  if (!schema?.response || schema.hide) return;
  const methods = [route.method].flat();
  const statuses = [400, 500, 503];
  if (methods.some((m) => WITH_BODY.has(m))) statuses.push(413, 415);
  if (schema.security?.length) statuses.push(401);
  if (schema.security?.length && methods.some((m) => WITH_BODY.has(m))) statuses.push(403);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  for (const status of statuses) schema.response[status] ??= errorBody;
}
