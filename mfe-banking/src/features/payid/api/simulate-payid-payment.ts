import { useMutation } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { Balances } from '../../../types';
import { applyBalances } from '../../../lib/balances';

export interface PayIdPayment extends Balances {
  transaction_id: string;
  amount_cents: number;
}

/** POST /dev/payid/incoming: the sandbox bank pays into a PayID (development API only), credited as a deposit. */
export const simulatePayIdPayment = (body: { payid: string; amount: number }) =>
  api.POST('/dev/payid/incoming', { body });

export const useSimulatePayIdPayment = () =>
  useMutation({ mutationFn: simulatePayIdPayment, onSuccess: applyBalances });
