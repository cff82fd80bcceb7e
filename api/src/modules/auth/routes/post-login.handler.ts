import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postLoginSchema } from './post-login.schema';
import { loginSchema } from '@wagering/contract/forms';
import { authenticate } from '../login';
import { setSessionCookies } from '../cookies';
import { openSession } from '../sessions';
import { rememberTimeZone } from '../time-zone';
import { REMEMBERED_TOKEN_TTL_S } from '../tokens';

export const postLoginHandler: ApiHandler<FormRouteSchema<typeof postLoginSchema, typeof loginSchema>> = async (
  request,
  reply,
) => {
  const now = request.server.deps.clock.now();
  const user = await authenticate(request.server.deps.db, {
    username: request.body.username,
    password: request.body.password,
    ip: request.ip,
    now,
  });
  const rememberMe = request.body.remember_me;
  const session = await openSession(request.server.deps.db, {
    secret: request.server.deps.jwtSecret,
    userId: user.id,
    now,
    rememberMe,
  });
  await rememberTimeZone(request.server.deps.db, user.id, request);
  setSessionCookies(request, reply, { ...session, maxAgeSeconds: rememberMe ? REMEMBERED_TOKEN_TTL_S : undefined });
  return { access_token: session.token, user_verified: user.user_verified, user_id: user.id };
};
