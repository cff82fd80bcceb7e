import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { setDividendBoosts, useSession, type DividendBoost } from '@wagering/shared/session';

export interface Boost extends DividendBoost {
  id: string;
  description: string;
  boost_percent: number;
  expires_at: string;
}

/** GET /benefits/dividend-boosts: the punter's boosts, each with remaining_value. */
export const getDividendBoosts = () => api.get<{ data: Boost[] }>('/benefits/dividend-boosts').then((r) => r.data);

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
