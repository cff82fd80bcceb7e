import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

export interface BonusBet {
  id: string;
  description: string;
  amount_cents: number;
  remaining_cents: number;
  expires_at: string;
}

/** GET /benefits/bonus-bets: the punter's unexpired bonus bets. */
export const getBonusBets = () => api.get<{ data: BonusBet[] }>('/benefits/bonus-bets').then((r) => r.data);

export const bonusBetsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['benefits', 'bonus-bets', userId], queryFn: getBonusBets });

export function useBonusBets() {
  const userId = useSession((s) => s.userData.user_id);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...bonusBetsQuery(userId), enabled: isLoggedIn });
}
