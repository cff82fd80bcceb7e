import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/session-activity: this session's login time, cash staked and paid back since, and the reminder. */
export type SessionActivity = ApiResponse<'/responsible-gambling/session-activity'>;

/**
 * Under the per-punter `account` root (cleared with the session); the account remote marks it invalid when the punter
 * changes the reminder, so the new interval applies in this session at once.
 */
export const sessionActivityQuery = (userId: unknown) =>
  queryOptions({
    queryKey: ['account', 'session-activity', userId],
    queryFn: () => api.GET('/responsible-gambling/session-activity'),
  });

export function useSessionActivity() {
  const userId = useSession((s) => s.userData.user_id);
  const loggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...sessionActivityQuery(userId), enabled: loggedIn && userId !== undefined });
}
