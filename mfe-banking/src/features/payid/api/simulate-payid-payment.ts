import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { applyBalances } from '../../../lib/balances';

/** POST /dev/payid/incoming: the sandbox bank pays into a PayID (development API only), credited as a deposit. */
export const simulatePayIdPayment = (body: { payid: string; amount: number }) =>
  api.POST('/dev/payid/incoming', { body });

export const useSimulatePayIdPayment = () =>
  useMutation({ mutationFn: simulatePayIdPayment, onSuccess: applyBalances });
