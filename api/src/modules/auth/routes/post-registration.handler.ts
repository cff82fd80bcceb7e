import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postRegistrationSchema } from './post-registration.schema';
import { registrationSchema } from '@wagering/contract/forms';
import { localSelfExclusionRegister } from '../../exclusion/betstop';
import { register } from '../registration';
import { setSessionCookies } from '../cookies';
import { openSession } from '../sessions';
import { rememberTimeZone } from '../time-zone';

export const postRegistrationHandler: ApiHandler<
  FormRouteSchema<typeof postRegistrationSchema, typeof registrationSchema>
> = async (request, reply) => {
  const now = request.server.deps.clock.now();
  const id = await register(request.server.deps.db, request.body, { register: localSelfExclusionRegister, now });
  const session = await openSession(request.server.deps.db, {
    secret: request.server.deps.jwtSecret,
    userId: id,
    now,
    rememberMe: false,
  });
  await rememberTimeZone(request.server.deps.db, id, request);
  setSessionCookies(request, reply, session);
  return { access_token: session.token, user_verified: false, user_id: id };
};
