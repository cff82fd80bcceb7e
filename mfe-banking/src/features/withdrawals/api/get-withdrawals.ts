import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';

/** GET /banking/withdrawals: the punter's withdrawals, newest first. */
const getWithdrawals = async () => (await api.GET('/banking/withdrawals')).data;

export const withdrawalsQueryKey = ['banking', 'withdrawals'] as const;
const withdrawalsQuery = () =>
  queryOptions({ queryKey: [...withdrawalsQueryKey, punterId()], queryFn: getWithdrawals });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
