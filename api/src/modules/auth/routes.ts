import type { FastifyPluginAsync } from 'fastify';
import {
  dobToIso,
  loginSchema,
  newPasswordField,
  recoverPasswordSchema,
  registrationSchema,
  type LoginForm,
  type RecoverPasswordForm,
  type RegistrationForm,
} from '@wagering/shared/forms';
import { object, string } from 'yup';
import { formBody } from '../../lib/validate';
import { localSelfExclusionRegister } from '../responsible-gambling/betstop';
import {
  authErrors,
  loginBody,
  loginResponse,
  messageResponse,
  recoverBody,
  recoverResponse,
  registerBody,
  resetBody,
} from './schemas';
import { authenticate, register, requestPasswordReset, resetPassword } from './service';
import { signAccessToken } from './tokens';

export const RECOVERY_SENT =
  'Password reset instructions have been sent to your email address. Please check your inbox.';
const resetSchema = object({
  token: string().required('The reset link is missing its token'),
  password: newPasswordField('New password is required'),
});

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, jwtSecret } = app.deps;

  app.post<{ Body: LoginForm }>(
    '/auth/login',
    {
      ...formBody(app, loginSchema),
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or email',
        body: loginBody,
        response: { 200: loginResponse, ...authErrors },
      },
    },
    async (request) => {
      const now = clock.now();
      const user = await authenticate(db, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        now,
      });
      const access_token = await signAccessToken(jwtSecret, user.id, now, request.body.remember_me);
      return { access_token, user_verified: user.user_verified, user_id: user.id };
    },
  );

  app.post<{ Body: RegistrationForm }>(
    '/auth/register',
    {
      ...formBody(app, registrationSchema),
      schema: {
        tags: ['auth'],
        summary: 'Open an account (all three registration steps); answers like login',
        body: registerBody,
        response: { 200: loginResponse, ...authErrors },
      },
    },
    async (request) => {
      const now = clock.now();
      const id = await register(db, request.body, { register: localSelfExclusionRegister, now });
      return { access_token: await signAccessToken(jwtSecret, id, now, false), user_verified: false, user_id: id };
    },
  );

  app.post<{ Body: RecoverPasswordForm }>(
    '/auth/recover-password',
    {
      ...formBody(app, recoverPasswordSchema),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; data is null on success',
        body: recoverBody,
        response: { 200: recoverResponse, ...authErrors },
      },
    },
    async (request) => {
      await requestPasswordReset(db, {
        ...request.body,
        dob: dobToIso(request.body.dob),
        now: clock.now(),
        resetUrl: `${request.protocol}://${request.host}/reset-password`,
      });
      return { data: null, message: RECOVERY_SENT };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/reset-password',
    {
      ...formBody(app, resetSchema),
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the mailed token',
        body: resetBody,
        response: { 200: messageResponse, ...authErrors },
      },
    },
    async (request) => {
      await resetPassword(db, { ...request.body, now: clock.now() });
      return { message: 'Your password has been changed. You can now log in.' };
    },
  );
};
