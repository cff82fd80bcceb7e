import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { useSession } from '@wagering/shared/session';

export type EntryKind =
  'deposit' | 'withdrawal' | 'stake' | 'bonus_stake' | 'return' | 'bonus_credit' | 'refund' | 'reversal';

/** GET /responsible-gambling/activity-statement?month&year: money in and out for one month, in cents. */
export interface ActivityStatement {
  year: number;
  month: number;
  opening_cash_cents: number;
  closing_cash_cents: number;
  net_cash_cents: number;
  totals: { kind: EntryKind; cash_cents: number; bonus_cents: number; entries: number }[];
}

export const getActivityStatement = (month: number, year: number) =>
  api.GET('/responsible-gambling/activity-statement', { params: { query: { month, year } } });

export const activityStatementQuery = (userId: unknown, month: number, year: number) =>
  queryOptions({
    queryKey: ['account', 'activity-statement', userId, year, month],
    queryFn: () => getActivityStatement(month, year),
  });

export function useActivityStatement(month: number, year: number) {
  const userId = useSession((s) => s.userData.user_id);
  return useQuery({
    ...activityStatementQuery(userId, month, year),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
