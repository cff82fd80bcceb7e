import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@wagering/shared/api';
import type { Cents } from '@wagering/shared/format';
import type { CashOutOffer } from './get-cash-out-offers';

/** The server priced the bet again and the offer had moved: it answers with the new one and asks again. */
export const OFFER_CHANGED = 'cash-out-offer-changed';

/** POST /v1/betting/bets/{ticket}/cash-out at the offer the punter accepted. */
const acceptCashOut = ({ ticketNumber, offerCents }: { ticketNumber: string; offerCents: Cents }) =>
  api.POST('/betting/bets/{ticket_number}/cash-out', {
    params: { path: { ticket_number: ticketNumber } },
    body: { offer_cents: offerCents },
  });

/** The new offer a refused accept carries (moved price, or suspended), if any. */
export const offerInError = (error: unknown): CashOutOffer | undefined =>
  error instanceof ApiError ? (error.body.offer as CashOutOffer | undefined) : undefined;

/** Accepting refreshes the bets and offers either way: a refusal means something about the bet changed. */
export function useAcceptCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCashOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bets'] }),
  });
}
