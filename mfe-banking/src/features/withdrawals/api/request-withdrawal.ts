import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccountBalances } from '@wagering/shared/api';
import type { TransferForm } from '@wagering/shared/forms';
import { withdrawalsQueryKey } from './get-withdrawals';

/**
 * POST /banking/withdrawal/request: cash to a registered bank account (account = bank_account_id), password
 * re-entered; the Idempotency-Key makes a retry of the same withdrawal answer the first one instead of paying twice.
 */
export const requestWithdrawal = ({ idempotencyKey, ...body }: TransferForm & { idempotencyKey: string }) =>
  api.POST('/banking/withdrawal/request', { body, params: { header: { 'idempotency-key': idempotencyKey } } });

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
