import { useEffect } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { betslipStore } from '@wagering/shared/betslip';
import { bus } from '@wagering/shared/bus';

/**
 * Query roots whose data a placed bet makes stale: the punter's account (profile, account state with its benefit
 * counts, transactions), their benefits (a bonus bet or boost used) and their bets. The balance itself is written
 * into the account state at once by the live `balance` event.
 */
const PLACEMENT_STALE_ROOTS = ['account', 'benefits', 'bets'];

const isStaleAfterPlacement = (query: Query) =>
  typeof query.queryKey[0] === 'string' && PLACEMENT_STALE_ROOTS.includes(query.queryKey[0]);

const placedMessage = (count: number) =>
  count === 1 ? 'Your bet has been placed.' : `${count} bets have been placed.`;

/**
 * Keeps the page in step with bets being placed, however the placement started (the Place button, or the login
 * flow re-submitting the slip): a toast for what was placed, and the account and bet queries refreshed.
 */
export function usePlacementEffects(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      betslipStore.subscribe((state, previous) => {
        if (state.successfulLegs.length === 0 || state.successfulLegs === previous.successfulLegs) return;
        bus.emit('toast', { kind: 'success', message: placedMessage(state.successfulLegs.length) });
        void queryClient.invalidateQueries({ predicate: isStaleAfterPlacement });
      }),
    [queryClient],
  );
}
