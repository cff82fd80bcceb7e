import type { ApiHandler, FormRouteSchema } from '../../../lib/type-provider';
import type { postRecoverPasswordSchema } from './post-recover-password.schema';
import { dobToIso, recoverPasswordSchema } from '@wagering/contract/forms';
import { requestPasswordReset } from '../password-reset';

export const RECOVERY_SENT =
  'Password reset instructions have been sent to your email address. Please check your inbox.';

export const postRecoverPasswordHandler: ApiHandler<
  FormRouteSchema<typeof postRecoverPasswordSchema, typeof recoverPasswordSchema>
> = async (request) => {
  await requestPasswordReset(request.server.deps.db, {
    ...request.body,
    dob: dobToIso(request.body.dob),
    now: request.server.deps.clock.now(),
    // The configured public origin: a forged Host header must not put another site into the mail.
    resetUrl: `${request.server.deps.publicUrl}/reset-password`,
  });
  return { data: null, message: RECOVERY_SENT };
};
