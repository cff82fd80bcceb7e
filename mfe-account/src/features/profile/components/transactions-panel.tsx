import { useState } from 'react';
import { formatCents } from '@wagering/shared/format';
import { useFormatDate } from '@wagering/shared/theme';
import { EmptyState, Pager, QueryView, Select } from '@wagering/shared/ui';
import { FieldRow } from '../../../components/form-layout';
import {
  HISTORY_PAGE_SIZE,
  useTransactionsHistory,
  type HistoryFilter,
  type HistoryType,
} from '../api/transactions-history';
import { entryName, MoneyTable } from './money-table';

const TYPES: { value: HistoryType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'transfers', label: 'Deposits and withdrawals' },
  { value: 'bets', label: 'Bets' },
  { value: 'bonus', label: 'Bonus' },
];
const FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'last_90_days', label: 'Last 90 days' },
];

/** The transactions history, newest first, with a pager. */
export function TransactionsPanel() {
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<HistoryType>('all');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const history = useTransactionsHistory(page, type, filter);
  return (
    <section aria-label="Transactions">
      <FieldRow>
        <Select
          label="Show"
          options={TYPES}
          value={type}
          onChange={(e) => {
            setType(e.target.value as HistoryType);
            setPage(1);
          }}
        />
        <Select
          label="Period"
          options={FILTERS}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as HistoryFilter);
            setPage(1);
          }}
        />
      </FieldRow>
      <QueryView query={history} label="transactions">
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState>You have no transactions for this period.</EmptyState>
          ) : (
            <>
              <MoneyTable label="Transactions list">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Type</th>
                    <th scope="col">Details</th>
                    <th scope="col" data-money>
                      Cash
                    </th>
                    <th scope="col" data-money>
                      Bonus
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((t) => (
                    <tr key={t.transaction_id}>
                      <td>{formatDate(t.created_at, 'dayDateTime')}</td>
                      <td>{entryName(t)}</td>
                      <td>{t.description}</td>
                      <td data-money>{t.cash_cents ? formatCents(t.cash_cents) : '-'}</td>
                      <td data-money>{t.bonus_cents ? formatCents(t.bonus_cents) : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </MoneyTable>
              <Pager
                page={page}
                totalPages={Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE))}
                onChange={setPage}
                label="Transactions pages"
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
