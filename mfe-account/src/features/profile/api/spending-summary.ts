import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/spending-summary?months: the punter's own money per month, in cents, oldest first. */
export type SpendingSummary = ApiResponse<'/responsible-gambling/spending-summary'>;
export type SpendingMonth = SpendingSummary['months'][number];

const spendingSummaryQuery = (userId: unknown, months: 6 | 12) =>
  queryOptions({
    queryKey: ['account', 'spending-summary', userId, months],
    queryFn: () => api.GET('/responsible-gambling/spending-summary', { params: { query: { months } } }),
  });

export function useSpendingSummary(months: 6 | 12) {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...spendingSummaryQuery(userId, months), enabled: userId !== undefined });
}
