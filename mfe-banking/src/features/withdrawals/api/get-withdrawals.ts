import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';
import type { DataEnvelope, Withdrawal } from '../../../types';

/** GET /banking/withdrawals: the punter's withdrawals, newest first. */
export const getWithdrawals = async () => (await api.get<DataEnvelope<Withdrawal[]>>('/banking/withdrawals')).data;

export const withdrawalsQueryKey = ['banking', 'withdrawals'] as const;
export const withdrawalsQuery = () =>
  queryOptions({ queryKey: [...withdrawalsQueryKey, punterId()], queryFn: getWithdrawals });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
