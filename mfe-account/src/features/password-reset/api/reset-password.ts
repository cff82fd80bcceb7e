import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { ResetPasswordBody } from '@wagering/shared/forms';

/** POST /auth/reset-password: the mailed token and the new password; every session of the punter ends. */
const resetPassword = (body: ResetPasswordBody) => api.POST('/auth/reset-password', { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
