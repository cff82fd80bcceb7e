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

/**
 * GET /responsible-gambling/activity-reminder: the punter's interval, one row. Under the key the account remote's
 * reminder setting uses, so what the punter sets there is what this reads.
 */
const reminderQuery = (userId: unknown) =>
  queryOptions({
    queryKey: ['account', 'activity-reminder', userId],
    queryFn: () => api.GET('/responsible-gambling/activity-reminder'),
  });

/** This session's activity, read only for a punter who asked for reminders: its sums cost the ledger a scan. */
export function useSessionActivity() {
  const userId = useSession((s) => s.userData.user_id);
  const loggedIn = useSession((s) => s.isLoggedIn);
  const known = loggedIn && userId !== undefined;
  const reminder = useQuery({ ...reminderQuery(userId), enabled: known });
  return useQuery({ ...sessionActivityQuery(userId), enabled: known && !!reminder.data?.every_minutes });
}
