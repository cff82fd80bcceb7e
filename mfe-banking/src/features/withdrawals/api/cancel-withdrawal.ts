import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccountBalances } from '@wagering/shared/api';
import { withdrawalsQueryKey } from './get-withdrawals';

/** POST /banking/withdrawal/cancel: a pending withdrawal is cancelled and its cash comes back to the balance. */
const cancelWithdrawal = (body: { transaction_id: string; password: string }) =>
  api.POST('/banking/withdrawal/cancel', { body });

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: (result) => {
      setAccountBalances(queryClient, result);
      return queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
    },
  });
}
