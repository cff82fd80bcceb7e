import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@wagering/contract/constants';
import { HttpError } from '../../lib/errors';

export const CSRF_REFUSED = 'This request did not come from our site. Please reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One cookie of the request's Cookie header, or undefined. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The session's CSRF token: derived from the session (HMAC with the signing secret), so the server keeps no copy and
 * a cookie planted by a sibling subdomain cannot be made to match a session it does not know.
 */
const csrfTokenOf = (secret: string, sessionId: string) =>
  createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');

/**
 * A cookie's name as this server sets and reads it. In production the `__Host-` prefix: the browser keeps such a
 * cookie only when it is Secure, has Path=/ and no Domain, so no sibling subdomain (and no page over http) can plant or
 * overwrite the session or its CSRF token. The demo and the e2e site run over http, where a `__Host-` cookie is never
 * kept, so they keep SPEC 4's plain names (`accessToken`).
 */
export const cookieName = (request: FastifyRequest, name: string) =>
  request.server.deps.production ? `__Host-${name}` : name;

/**
 * SameSite=Strict: the cookies are only ever sent by the site's own pages (fetch and EventSource); no link or form
 * from another site needs them, so a cross-site request never carries the session at all.
 */
function cookie(request: FastifyRequest, name: string, value: string, options: { httpOnly: boolean; maxAge?: number }) {
  return [
    `${cookieName(request, name)}=${encodeURIComponent(value)}`,
    'Path=/',
    ...(options.maxAge === undefined ? [] : [`Max-Age=${options.maxAge}`]),
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(request.server.deps.production ? ['Secure'] : []),
    'SameSite=Strict',
  ].join('; ');
}

/**
 * Puts the session into the browser: the token in an HttpOnly cookie no script can read, and the session's CSRF
 * token in a readable one. `maxAgeSeconds` undefined makes both browser-session cookies (no Remember me).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; sessionId: string; maxAgeSeconds?: number },
): void {
  const maxAge = session.maxAgeSeconds;
  reply.header('set-cookie', [
    cookie(request, ACCESS_TOKEN_COOKIE, session.token, { httpOnly: true, maxAge }),
    cookie(request, CSRF_COOKIE, csrfTokenOf(request.server.deps.jwtSecret, session.sessionId), {
      httpOnly: false,
      maxAge,
    }),
  ]);
}

/** Expires both cookies (logout, a session that ended or ran out). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', [
    cookie(request, ACCESS_TOKEN_COOKIE, '', { httpOnly: true, maxAge: 0 }),
    cookie(request, CSRF_COOKIE, '', { httpOnly: false, maxAge: 0 }),
  ]);
}

/** Whether the Origin header, when sent, is the site itself: the configured public origin or the request's own host. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const { host, origin: sent } = new URL(origin);
    return sent === new URL(request.server.deps.publicUrl).origin || host === request.headers.host;
  } catch {
    return false;
  }
}

/** Compared as bytes: a header of as many characters but more bytes (not ASCII) is a mismatch, never a throw. */
function matches(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A write authenticated by the session cookie must come from the site's own page: an Origin (when sent) of the site
 * and the session's CSRF token in X-CSRF-Token. Bearer clients never get here: a header is not sent by the browser
 * on its own, so it cannot be forged across sites.
 */
export function isSameSiteWrite(request: FastifyRequest, sessionId: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const given = request.headers[CSRF_HEADER.toLowerCase()];
  const expected = csrfTokenOf(request.server.deps.jwtSecret, sessionId);
  return sameOrigin(request) && typeof given === 'string' && matches(given, expected);
}

export const csrfRefused = () => new HttpError(403, CSRF_REFUSED, {}, { code: 'csrf' });
