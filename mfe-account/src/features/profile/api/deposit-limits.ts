import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import type { DepositLimitForm } from '@wagering/shared/forms';
import { setDepositLimits, useSession } from '@wagering/shared/session';

/** GET /responsible-gambling/deposit-limits: the limit in force, any waiting change and what is left this period. */
export type DepositLimits = ApiResponse<'/responsible-gambling/deposit-limits'>;

export const getDepositLimits = () => api.GET('/responsible-gambling/deposit-limits');

export const depositLimitsQuery = (userId: unknown) =>
  queryOptions({ queryKey: ['account', 'deposit-limits', userId], queryFn: getDepositLimits });

/** The limits, also kept in the session's depositLimits (SPEC Client state) for the banking screens. */
export function useDepositLimits() {
  const userId = useSession((s) => s.userData.user_id);
  const query = useQuery({ ...depositLimitsQuery(userId), enabled: userId !== undefined });
  useEffect(() => {
    if (query.data) setDepositLimits({ ...query.data });
  }, [query.data]);
  return query;
}

/** POST /responsible-gambling/set-deposit-limit: dollars per period; a lower limit applies at once, a higher one after 7 days. */
export const setDepositLimit = (form: DepositLimitForm) =>
  api.POST('/responsible-gambling/set-deposit-limit', { body: form });

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  return useMutation({
    mutationFn: setDepositLimit,
    onSuccess: ({ message: _message, ...limits }) =>
      queryClient.setQueryData(depositLimitsQuery(userId).queryKey, limits),
  });
}
