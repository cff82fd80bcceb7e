import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postChangePasswordSchema } from './post-change-password.schema';
import { changePasswordSchema } from '@wagering/contract/forms';
import { hashPassword } from '../../../lib/password';
import { endOtherSessions } from '../../auth/sessions';
import { userId } from '../../auth/guard';
import { assertReenteredPassword } from '../../auth/password-reentry';

export const postChangePasswordHandler: ApiHandler<
  FormRouteSchema<typeof postChangePasswordSchema, typeof changePasswordSchema>
> = async (request) => {
  const id = userId(request);
  await assertReenteredPassword(request, request.body.current_password, 'current_password');
  const passwordHash = await hashPassword(request.body.new_password);
  await request.server.deps.db.tx(async (q) => {
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    // Whoever else holds a session (a lost phone, a shared computer) is logged out; this one stays.
    await endOtherSessions(q, id, request.server.deps.clock.now(), request.user!.sessionId);
  });
  return { message: 'Your password has been changed.' };
};
