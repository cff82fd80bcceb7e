import {
  dobToIso,
  loginSchema,
  recoverPasswordSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@wagering/contract/forms';
import { formRoute } from '../../lib/validate';
import type { ApiRoutes } from '../../lib/type-provider';
import { bearerAuth, errorResponses } from '../../lib/schemas';
import { localSelfExclusionRegister } from '../responsible-gambling/betstop';
import { authErrors, loginResponse, messageResponse, recoverResponse } from './schemas';
import { authenticate, register, requestPasswordReset, resetPassword } from './service';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { endOtherSessions, openSession, sessionLifetime } from './sessions';
import { credential, requireUser } from './guard';
import { REMEMBERED_TOKEN_TTL_S } from './tokens';
import { unauthorized } from '../../lib/errors';
import { rateLimited } from '../../lib/rate-limits';

export const RECOVERY_SENT =
  'Password reset instructions have been sent to your email address. Please check your inbox.';

export const authRoutes: ApiRoutes = async (app) => {
  const { db, clock, jwtSecret, publicUrl } = app.deps;

  app.post(
    '/auth/login',
    formRoute(app, loginSchema, {
      config: rateLimited(app, 'login'),
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or email',
        response: { 200: loginResponse, ...authErrors },
      },
    }),
    async (request, reply) => {
      const now = clock.now();
      const user = await authenticate(db, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        now,
      });
      const rememberMe = request.body.remember_me;
      const session = await openSession(db, { secret: jwtSecret, userId: user.id, now, rememberMe });
      setSessionCookies(request, reply, { ...session, maxAgeSeconds: rememberMe ? REMEMBERED_TOKEN_TTL_S : undefined });
      return { access_token: session.token, user_verified: user.user_verified, user_id: user.id };
    },
  );

  app.post(
    '/auth/register',
    formRoute(app, registrationSchema, {
      config: rateLimited(app, 'registration'),
      schema: {
        tags: ['auth'],
        summary: 'Open an account (all three registration steps); answers like login',
        response: { 200: loginResponse, ...authErrors },
      },
    }),
    async (request, reply) => {
      const now = clock.now();
      const id = await register(db, request.body, { register: localSelfExclusionRegister, now });
      const session = await openSession(db, { secret: jwtSecret, userId: id, now, rememberMe: false });
      setSessionCookies(request, reply, session);
      return { access_token: session.token, user_verified: false, user_id: id };
    },
  );

  app.post(
    '/auth/recover-password',
    formRoute(app, recoverPasswordSchema, {
      config: rateLimited(app, 'recovery'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; data is null on success',
        response: { 200: recoverResponse, ...authErrors },
      },
    }),
    async (request) => {
      await requestPasswordReset(db, {
        ...request.body,
        dob: dobToIso(request.body.dob),
        now: clock.now(),
        // The configured public origin: a forged Host header must not put another site into the mail.
        resetUrl: `${publicUrl}/reset-password`,
      });
      return { data: null, message: RECOVERY_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    formRoute(app, resetPasswordSchema, {
      config: rateLimited(app, 'recovery'),
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the mailed token',
        response: { 200: messageResponse, ...authErrors },
      },
    }),
    async (request) => {
      await resetPassword(db, { ...request.body, now: clock.now() });
      return { message: 'Your password has been changed. You can now log in.' };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Log out everywhere: every session of the punter ends, their tokens are refused from now on',
        security: bearerAuth,
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // A phone left logged in elsewhere (a shared or lost device) is logged out too.
      await endOtherSessions(db, request.user!.id, clock.now());
      clearSessionCookies(request, reply);
      return { message: 'You have logged out.' };
    },
  );

  app.post(
    '/auth/refresh',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary:
          'Puts the current session (of the bearer token the mobile app hands its web view, or of the cookie) into the browser: the HttpOnly session cookie and the CSRF cookie, for what is left of a Remember me session, else for the browser session',
        security: bearerAuth,
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.user!;
      const lifetime = await sessionLifetime(db, sessionId);
      if (!lifetime) throw unauthorized();
      const left = Math.floor((lifetime.expiresAt - clock.now()) / 1000);
      setSessionCookies(request, reply, {
        token: credential(request)!.token,
        sessionId,
        maxAgeSeconds: lifetime.remembered ? left : undefined,
      });
      return { message: 'Your session is kept in this browser.' };
    },
  );
};
