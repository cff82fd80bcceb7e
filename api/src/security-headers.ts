import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * What an answer Fastify makes before any hook runs (a URL it cannot decode) carries: the same protections as the
 * rest, for a JSON error that loads nothing.
 */
/** HSTS in production: a year, subdomains too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const BARE_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * Security headers on every answer (helmet): this process answers JSON (and the sandbox bank's own page, which sets
 * its own policy), so its Content-Security-Policy loads nothing and nothing may frame it; the site's pages and their
 * policy are the web tier's (web/src/security-headers.ts). Nosniff, a strict referrer policy, HSTS in production;
 * and `Cache-Control: no-store` on every answer to an authenticated request, so no shared cache or back button keeps
 * a punter's data.
 */
export const securityHeaders = fp<{ production: boolean }>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A write's answer may carry a token (login, registration, a live ticket): never kept by any cache either.
    if (request.headers.authorization || request.user || !['GET', 'HEAD'].includes(request.method))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
