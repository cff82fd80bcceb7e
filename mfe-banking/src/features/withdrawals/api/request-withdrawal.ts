import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccountBalances } from '@wagering/shared/api';
import type { TransferForm } from '@wagering/shared/forms';
import { withdrawalsQueryKey } from './get-withdrawals';

/** POST /banking/withdrawal/request: cash to a registered bank account (account = bank_account_id), password re-entered. */
export const requestWithdrawal = (body: TransferForm) => api.POST('/banking/withdrawal/request', { body });

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (result) => {
      setAccountBalances(queryClient, result);
      return queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
    },
  });
}
