import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { ChangePasswordForm } from '@wagering/shared/forms';

/** POST /clients/change-password: the current password re-entered, the new one twice. */
export const changePassword = (form: ChangePasswordForm) =>
  api.post<{ message: string }>('/clients/change-password', form);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
