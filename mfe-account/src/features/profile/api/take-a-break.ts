import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/take-a-break: whether the punter is on a break, and when it ends (in words). */
const getBreak = () => api.GET('/responsible-gambling/take-a-break');

const breakQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'take-a-break', userId], queryFn: getBreak });

export function useBreak() {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...breakQuery(userId), enabled: userId !== undefined });
}

/** POST /responsible-gambling/take-a-break: 24 hours, 7 days or 30 days from now; never shortens a running break. */
const takeBreak = (body: ApiBody<'/responsible-gambling/take-a-break', 'post'>) =>
  api.POST('/responsible-gambling/take-a-break', { body });

export function useTakeBreak() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: takeBreak,
    onSuccess: ({ break_until, message }) =>
      queryClient.setQueryData(breakQuery(userId).queryKey, { on_break: true, break_until, message }),
  });
}
