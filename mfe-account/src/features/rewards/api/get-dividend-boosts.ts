import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { setDividendBoosts, useSession } from '@wagering/shared/session';

export type Boost = ApiResponse<'/benefits/dividend-boosts'>['data'][number];

/** GET /benefits/dividend-boosts: the punter's boosts, each with remaining_value. */
export const getDividendBoosts = () => api.GET('/benefits/dividend-boosts').then((r) => r.data);

export const dividendBoostsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['benefits', 'dividend-boosts', userId], queryFn: getDividendBoosts });

/** The boosts, kept in the session's dividentBoosts (whose dividentBoostsCount is the sum of remaining_value). */
export function useDividendBoosts() {
  const userId = useSession((s) => s.userData.user_id);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const query = useQuery({ ...dividendBoostsQuery(userId), enabled: isLoggedIn });
  useEffect(() => {
    if (query.data) setDividendBoosts(query.data);
  }, [query.data]);
  return query;
}
