import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { CardDepositForm } from '@wagering/shared/forms';
import { creditCardsQueryKey } from './get-credit-cards';

type RegisterCardBody = Omit<CardDepositForm, 'amount'>;

/** POST /banking/credit-cards: registers a debit card; the number and CVV go to the API only, never to storage. */
const registerCreditCard = (body: RegisterCardBody) => api.POST('/banking/credit-cards', { body });

export function useRegisterCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCreditCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditCardsQueryKey }),
  });
}
