import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { dobToIso, type RecoverPasswordForm } from '@wagering/shared/forms';

/**
 * POST /auth/recover-password. The dob is typed DD-MM-YYYY and sent YYYY-MM-DD. SPEC 7: the call succeeded when the
 * answer's data is null; anything else carries a message for the punter.
 */
async function recoverPassword(form: RecoverPasswordForm): Promise<void> {
  const answer = await api.POST('/auth/recover-password', {
    body: { ...form, dob: dobToIso(form.dob) },
  });
  if (answer.data !== null) {
    throw new Error(answer.message ?? 'We could not recover your password. Please try again.');
  }
}

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
