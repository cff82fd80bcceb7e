import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postResetPasswordSchema } from './post-reset-password.schema';
import { resetPasswordSchema } from '@wagering/contract/forms';
import { resetPassword } from '../password-reset';

export const postResetPasswordHandler: ApiHandler<
  FormRouteSchema<typeof postResetPasswordSchema, typeof resetPasswordSchema>
> = async (request) => {
  await resetPassword(request.server.deps.db, { ...request.body, now: request.server.deps.clock.now() });
  return { message: 'Your password has been changed. You can now log in.' };
};
