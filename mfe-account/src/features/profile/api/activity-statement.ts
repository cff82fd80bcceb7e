import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/activity-statement?month&year: money in and out for one month, in cents. */
const getActivityStatement = (month: number, year: number) =>
  api.GET('/responsible-gambling/activity-statement', { params: { query: { month, year } } });

const activityStatementQuery = (userId: unknown, month: number, year: number) =>
  queryOptions({
    queryKey: ['account', 'activity-statement', userId, year, month],
    queryFn: () => getActivityStatement(month, year),
  });

export function useActivityStatement(month: number, year: number) {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({
    ...activityStatementQuery(userId, month, year),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
