import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

export type Boost = ApiResponse<'/benefits/dividend-boosts'>['data'][number];

/** GET /benefits/dividend-boosts: the punter's boosts, each with remaining_value. */
const getDividendBoosts = () => api.GET('/benefits/dividend-boosts').then((r) => r.data);

const dividendBoostsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['benefits', 'dividend-boosts', userId], queryFn: getDividendBoosts });

export function useDividendBoosts() {
  const userId = useSession((s) => s.userData.user_id);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...dividendBoostsQuery(userId), enabled: isLoggedIn });
}
