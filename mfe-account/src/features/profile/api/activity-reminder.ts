import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/activity-reminder: every so many minutes of a session, 0 when off. */
const getActivityReminder = () => api.GET('/responsible-gambling/activity-reminder');

const activityReminderQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'activity-reminder', userId], queryFn: getActivityReminder });

export function useActivityReminder() {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...activityReminderQuery(userId), enabled: userId !== undefined });
}

/** POST /responsible-gambling/activity-reminder: 30, 60 or 120 minutes, or 0 for off. */
const setActivityReminder = (body: ApiBody<'/responsible-gambling/activity-reminder', 'post'>) =>
  api.POST('/responsible-gambling/activity-reminder', { body });

export function useSetActivityReminder() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: setActivityReminder,
    onSuccess: ({ every_minutes }) => {
      queryClient.setQueryData(activityReminderQuery(userId).queryKey, { every_minutes });
      // The shell's reminder reads this key, and the interval again with the session's activity: both take the new one.
      void queryClient.invalidateQueries({ queryKey: ['account', 'session-activity'] });
    },
  });
}
