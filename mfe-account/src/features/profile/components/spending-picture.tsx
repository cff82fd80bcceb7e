import { useState } from 'react';
import styled from '@emotion/styled';
import { formatCents } from '@wagering/shared/format';
import { Button, QueryView, Select } from '@wagering/shared/ui';
import { Link } from '@wagering/shared/router';
import { useSpendingSummary, type SpendingSummary } from '../api/spending-summary';
import { stakesAboveUsual } from '../lib/stakes-above-usual';
import { MoneyTable } from './money-table';
import { monthName, SPENDING_SERIES, SpendingChart } from './spending-chart';

const PERIODS = [
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
];
const PERIOD_NAMES: Record<number, string> = { 1: 'day', 7: '7 days', 14: '14 days', 30: '30 days' };

// Phone first: the chart above the table; side by side once there is room.
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  [theme.mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
}));
const Note = styled.aside(({ theme }) => ({
  border: `1px solid ${theme.colors.info}`,
  borderRadius: theme.radius.md,
  padding: theme.space(3),
  margin: `${theme.space(3)} 0`,
  display: 'grid',
  gap: theme.space(2),
  justifyItems: 'start',
  p: { margin: 0 },
}));

const Year = styled.span({ display: 'block' });

const noteKey = (m: SpendingSummary['months'][number]) => `spending-note-dismissed:${m.year}-${m.month}`;

/** A gentle word when this month's stakes are well above the punter's usual; once dismissed it stays away this month. */
function AboveUsualNote({ months }: { months: SpendingSummary['months'] }) {
  const current = months.at(-1)!;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(noteKey(current)) === '1');
  const usual = stakesAboveUsual(months);
  if (usual === null || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(noteKey(current), '1');
    setDismissed(true);
  };
  return (
    <Note aria-label="A note about your stakes">
      <p>
        You have staked {formatCents(current.stakes_cents)} this month, well above your usual {formatCents(usual)} a
        month.
      </p>
      <p>
        If you would like to slow down, you can set a <Link to="?tab=deposit-limits">deposit limit</Link> or take a
        break with <Link to="?tab=self-exclusion">self exclusion</Link>.
      </p>
      <Button variant="secondary" onClick={dismiss}>
        Dismiss note
      </Button>
    </Note>
  );
}

function DepositLimitUse({ limit }: { limit: SpendingSummary['deposit_limit'] }) {
  if (!limit) return <p>You have no deposit limit set.</p>;
  const period = PERIOD_NAMES[limit.period_days] ?? `${limit.period_days} days`;
  return (
    <p>
      <label>
        Deposit limit used: {formatCents(limit.used_cents)} of {formatCents(limit.amount_cents)} in the last {period} (
        {formatCents(limit.remaining_cents)} left) <meter min={0} max={limit.amount_cents} value={limit.used_cents} />
      </label>
    </p>
  );
}

/** The table is the chart's text alternative: every charted figure, month by month. */
function SpendingTable({ months }: { months: SpendingSummary['months'] }) {
  return (
    <MoneyTable label="Spending per month" dense>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {SPENDING_SERIES.map((s) => (
            <th key={s.key} scope="col" data-money>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={`${m.year}-${m.month}`}>
            {/* The month on two lines ("Nov" over "2026") leaves the room to the figures, which never wrap. */}
            <th scope="row">
              {monthName(m, 'MMM')} <Year>{m.year}</Year>
            </th>
            {SPENDING_SERIES.map((s) => (
              <td key={s.key} data-money>
                {formatCents(m[s.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </MoneyTable>
  );
}

/** The punter's spending picture from the figures: note, deposit limit use, chart and table. */
export function SpendingPictureView({ summary }: { summary: SpendingSummary }) {
  return (
    <>
      <AboveUsualNote months={summary.months} />
      <DepositLimitUse limit={summary.deposit_limit} />
      <Layout>
        <SpendingChart months={summary.months} />
        <SpendingTable months={summary.months} />
      </Layout>
    </>
  );
}

/** "Your spending": the last 6 or 12 months of deposits, stakes, returns and result. */
export function SpendingPicture() {
  const [months, setMonths] = useState<6 | 12>(6);
  const summary = useSpendingSummary(months);
  return (
    <section aria-labelledby="spending-title">
      <h2 id="spending-title">Your spending</h2>
      <Select
        label="Months shown"
        options={PERIODS}
        value={String(months)}
        onChange={(e) => setMonths(e.target.value === '12' ? 12 : 6)}
      />
      <QueryView query={summary} label="spending summary">
        {(data) => <SpendingPictureView summary={data} />}
      </QueryView>
    </section>
  );
}
