import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';
import type { EntryKind } from './activity-statement';

export interface Transaction {
  transaction_id: number;
  kind: EntryKind;
  reference: string;
  description: string;
  cash_cents: number;
  bonus_cents: number;
  created_at: string;
}

export interface HistoryPage {
  data: Transaction[];
  page: number;
  count: number;
  total: number;
}

export type HistoryType = 'all' | 'transfers' | 'bets' | 'bonus';
export type HistoryFilter = 'all' | 'today' | 'last_7_days' | 'last_30_days' | 'last_90_days';

export const HISTORY_PAGE_SIZE = 10;

/** GET /transactions/history?page&history_type&count&filter, newest first. */
export const getTransactionsHistory = (page: number, historyType: HistoryType, filter: HistoryFilter) =>
  api.GET('/transactions/history', {
    params: { query: { page, history_type: historyType, count: HISTORY_PAGE_SIZE, filter } },
  });

export const transactionsHistoryQuery = (
  userId: unknown,
  page: number,
  historyType: HistoryType,
  filter: HistoryFilter,
) =>
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
