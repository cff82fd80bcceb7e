import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { BankDetailsForm } from '@wagering/shared/forms';
import { bankAccountsQueryKey } from './get-bank-accounts';

/** POST /banking/register-bank-account: a bank account for withdrawals. */
const registerBankAccount = (body: BankDetailsForm) => api.POST('/banking/register-bank-account', { body });

export function useRegisterBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}
