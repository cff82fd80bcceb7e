import type { ApiHandler } from '../../../lib/type-provider';
import type { postRefreshSchema } from './post-refresh.schema';
import { setSessionCookies } from '../cookies';
import { sessionLifetime } from '../sessions';
import { credential } from '../guard';
import { unauthorized } from '../../../lib/errors';
import { rememberTimeZone } from '../time-zone';

export const postRefreshHandler: ApiHandler<typeof postRefreshSchema> = async (request, reply) => {
  const { sessionId } = request.user!;
  const lifetime = await sessionLifetime(request.server.deps.db, sessionId);
  if (!lifetime) throw unauthorized();
  await rememberTimeZone(request.server.deps.db, request.user!.id, request);
  const left = Math.floor((lifetime.expiresAt - request.server.deps.clock.now()) / 1000);
  setSessionCookies(request, reply, {
    token: credential(request)!.token,
    sessionId,
    maxAgeSeconds: lifetime.remembered ? left : undefined,
  });
  return { message: 'Your session is kept in this browser.' };
};
