import { useState } from 'react';
import dayjs from 'dayjs';
import styled from '@emotion/styled';
import { formatCents } from '@wagering/shared/format';
import { EmptyState, QueryView, Select } from '@wagering/shared/ui';
import { FieldRow } from '../../../components/form-layout';
import { useActivityStatement } from '../api/activity-statement';
import { KIND_LABELS, MoneyTable } from './money-table';
import { SpendingPicture } from './spending-picture';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: dayjs().month(i).format('MMMM') }));
const FIRST_YEAR = 2020;

const Summary = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  margin: `${theme.space(3)} 0`,
}));

/** The activity statement: the spending picture over recent months, then money in and out for a chosen month. */
export function ActivityStatementPanel() {
  const now = dayjs();
  const [month, setMonth] = useState(now.month() + 1);
  const [year, setYear] = useState(now.year());
  const statement = useActivityStatement(month, year);
  const years = Array.from({ length: now.year() - FIRST_YEAR + 1 }, (_, i) => String(now.year() - i)).map((y) => ({
    value: y,
    label: y,
  }));
  return (
    <section aria-label="Activity statement">
      <SpendingPicture />
      <h2>Statement for one month</h2>
      <FieldRow>
        <Select
          label="Month"
          options={MONTHS}
          value={String(month)}
          onChange={(e) => setMonth(Number(e.target.value))}
        />
        <Select label="Year" options={years} value={String(year)} onChange={(e) => setYear(Number(e.target.value))} />
      </FieldRow>
      <QueryView query={statement} label="activity statement">
        {(data) => (
          <>
            <Summary>
              <span>
                Opening balance <strong>{formatCents(data.opening_cash_cents)}</strong>
              </span>
              <span>
                Closing balance <strong>{formatCents(data.closing_cash_cents)}</strong>
              </span>
              <span>
                Net <strong>{formatCents(data.net_cash_cents)}</strong>
              </span>
            </Summary>
            {data.totals.length === 0 ? (
              <EmptyState>There is no activity in this month.</EmptyState>
            ) : (
              <MoneyTable label="Totals by activity">
                <thead>
                  <tr>
                    <th scope="col">Activity</th>
                    <th scope="col">Entries</th>
                    <th scope="col" data-money>
                      Cash
                    </th>
                    <th scope="col" data-money>
                      Bonus
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.totals.map((t) => (
                    <tr key={t.kind}>
                      <td>{KIND_LABELS[t.kind] ?? t.kind}</td>
                      <td>{t.entries}</td>
                      <td data-money>{formatCents(t.cash_cents)}</td>
                      <td data-money>{formatCents(t.bonus_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </MoneyTable>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
