import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

export type BonusBet = ApiResponse<'/benefits/bonus-bets'>['data'][number];

/** GET /benefits/bonus-bets: the punter's unexpired bonus bets. */
const getBonusBets = () => api.GET('/benefits/bonus-bets').then((r) => r.data);

const bonusBetsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['benefits', 'bonus-bets', userId], queryFn: getBonusBets });

export function useBonusBets() {
  const userId = useSession((s) => s.userData.user_id);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...bonusBetsQuery(userId), enabled: isLoggedIn });
}
