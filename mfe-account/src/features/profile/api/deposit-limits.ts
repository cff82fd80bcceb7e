import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import type { DepositLimitForm } from '@wagering/shared/forms';
import { useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/deposit-limits: the limit in force, any waiting change and what is left this period. */
export type DepositLimits = ApiResponse<'/responsible-gambling/deposit-limits'>;

const getDepositLimits = () => api.GET('/responsible-gambling/deposit-limits');

const depositLimitsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'deposit-limits', userId], queryFn: getDepositLimits });

export function useDepositLimits() {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({ ...depositLimitsQuery(userId), enabled: userId !== undefined });
}

/** POST /responsible-gambling/set-deposit-limit: dollars per period; a lower limit applies at once, a higher one after 7 days. */
const setDepositLimit = (form: DepositLimitForm) => api.POST('/responsible-gambling/set-deposit-limit', { body: form });

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: setDepositLimit,
    onSuccess: ({ message: _message, ...limits }) =>
      queryClient.setQueryData(depositLimitsQuery(userId).queryKey, limits),
  });
}
