import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { ChangePasswordForm } from '@wagering/shared/forms';

/** POST /clients/change-password: the current password re-entered, the new one twice. */
const changePassword = (form: ChangePasswordForm) => api.POST('/clients/change-password', { body: form });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
