import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiQuery } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';
export type HistoryType = NonNullable<ApiQuery<'/transactions/history'>['history_type']>;
export type HistoryFilter = NonNullable<ApiQuery<'/transactions/history'>['filter']>;

export const HISTORY_PAGE_SIZE = 10;

/** GET /transactions/history?page&history_type&count&filter, newest first. */
const getTransactionsHistory = (page: number, historyType: HistoryType, filter: HistoryFilter) =>
  api.GET('/transactions/history', {
    params: { query: { page, history_type: historyType, count: HISTORY_PAGE_SIZE, filter } },
  });

const transactionsHistoryQuery = (userId: unknown, page: number, historyType: HistoryType, filter: HistoryFilter) =>
  queryOptions({
    queryKey: ['account', 'transactions', userId, historyType, filter, page],
    queryFn: () => getTransactionsHistory(page, historyType, filter),
  });

export function useTransactionsHistory(page: number, historyType: HistoryType, filter: HistoryFilter) {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({
    ...transactionsHistoryQuery(userId, page, historyType, filter),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
