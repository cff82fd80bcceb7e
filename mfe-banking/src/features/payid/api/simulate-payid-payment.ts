import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccountBalances } from '@wagering/shared/api';

/** POST /dev/payid/incoming: the sandbox bank pays into a PayID (development API only), credited as a deposit. */
const simulatePayIdPayment = (body: { payid: string; amount: number }) => api.POST('/dev/payid/incoming', { body });

/** The answer's balances show at once (the live stream's balance event says the same a moment later). */
export function useSimulatePayIdPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayIdPayment,
    onSuccess: (balances) => setAccountBalances(queryClient, balances),
  });
}
