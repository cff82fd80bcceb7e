import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { apiOutages } from './api-outages';

/** The API's own words when it cannot serve (api/src/app.ts SERVICE_UNAVAILABLE): here, the API is not reached. */
export const API_UNREACHABLE = "We can't reach our systems right now. Please try again in a moment.";

/**
 * /v1 passed on to the API as it came (the body streamed, never parsed here), over kept-alive connections, and its
 * answer streamed back: the live stream's events too, as the API writes them. The API sees the punter's address
 * (X-Forwarded-For, which it believes from this process only) and the site's own host (its cookies' Origin check).
 */
export async function apiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, {
      base: apiUrl,
      // No cap on connections: each open live stream holds one for as long as the punter watches.
      undici: { connections: null, keepAliveTimeout: 60_000, bodyTimeout: 0 },
      // The API's answer is the answer: a 503 (maintenance, a database away) goes to the punter with its Retry-After.
      retryMethods: [],
      maxRetriesOn503: 0,
      disableRequestLogging: true,
    });
    // Said once per outage (and once while the API starts), not per request: api-outages.ts.
    const outages = apiOutages({ info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) });
    const unreached = new WeakSet<object>();
    scope.addHook('onResponse', async (_request, reply) => {
      if (!unreached.has(reply)) outages.reached();
    });
    const forward: RouteHandlerMethod = (request, reply) =>
      reply.from(request.url, {
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          host: original.headers.host ?? headers.host,
          'x-forwarded-for': original.ip,
          'x-forwarded-proto': original.protocol,
        }),
        // The API not reached (restarting, not yet up): 503 in the common error shape, as the API's own.
        onError: (answer, { error }) => {
          unreached.add(answer);
          outages.unreached(error);
          void answer.status(503).header('Retry-After', '5').send({ message: API_UNREACHABLE, errors: {} });
        },
      });
    // Only errors from each request's own logger: reply-from warns with a stack for every request the API missed.
    scope.all('/v1', { logLevel: 'error' }, forward);
    scope.all('/v1/*', { logLevel: 'error' }, forward);
  });
}
