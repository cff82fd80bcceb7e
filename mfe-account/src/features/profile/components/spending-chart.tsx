import { useId } from 'react';
import dayjs from 'dayjs';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { SpendingMonth } from '../api/spending-summary';

/** The four figures charted per month, in the order of the bars and the table's columns. */
export const SPENDING_SERIES = [
  { key: 'deposits_cents', label: 'Deposits', color: 'info' },
  { key: 'stakes_cents', label: 'Stakes', color: 'warning' },
  { key: 'returns_cents', label: 'Returns', color: 'success' },
  { key: 'net_cents', label: 'Result', color: 'text' },
] as const;

/** The result bar's two colours, in plain words: a month the punter got back more than they staked, or less. */
const RESULT_WON = 'Result: money won';
const RESULT_LOST = 'Result: money lost';

const GROUP = 48;
const BAR = 9;
const HEIGHT = 140;
const LABEL = 16;

export const monthName = (m: SpendingMonth, format: string) => dayjs(new Date(m.year, m.month - 1, 1)).format(format);

const Legend = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  listStyle: 'none',
  padding: 0,
  margin: `${theme.space(2)} 0 0`,
  fontSize: theme.font.size.xs,
  color: theme.colors.textMuted,
  li: { display: 'flex', alignItems: 'center', gap: theme.space(1) },
}));
const Swatch = styled.span({ width: 10, height: 10, borderRadius: 2, display: 'inline-block' });

/**
 * Bars per month for deposits, stakes, returns and the result (below the zero line when behind). Drawn to scale in
 * an inline SVG; it is a picture only, the table beside it carries the figures for screen readers.
 */
export function SpendingChart({ months }: { months: SpendingMonth[] }) {
  const theme = useTheme();
  const titleId = useId();
  const values = months.flatMap((m) => SPENDING_SERIES.map((s) => m[s.key]));
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const y = (v: number) => ((top - v) / (top - bottom)) * HEIGHT;
  const title = `Deposits, stakes, returns and result for ${monthName(months[0]!, 'MMMM YYYY')} to ${monthName(months.at(-1)!, 'MMMM YYYY')}; the figures are in the table.`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${months.length * GROUP} ${HEIGHT + LABEL}`}
        width="100%"
        data-testid="spending-chart"
      >
        <title id={titleId}>{title}</title>
        <line x1={0} x2={months.length * GROUP} y1={y(0)} y2={y(0)} stroke={theme.colors.border} />
        {months.map((m, i) => (
          <g key={`${m.year}-${m.month}`} transform={`translate(${i * GROUP + 4} 0)`}>
            {SPENDING_SERIES.map((s, j) => (
              <rect
                key={s.key}
                x={j * (BAR + 1)}
                y={y(Math.max(0, m[s.key]))}
                width={BAR}
                height={Math.abs(y(m[s.key]) - y(0))}
                fill={m[s.key] < 0 ? theme.colors.error : theme.colors[s.color]}
              />
            ))}
            <text
              x={(4 * (BAR + 1)) / 2}
              y={HEIGHT + LABEL - 3}
              textAnchor="middle"
              fontSize={11}
              fill={theme.colors.textMuted}
            >
              {monthName(m, 'MMM')}
            </text>
          </g>
        ))}
      </svg>
      <Legend aria-hidden="true">
        {SPENDING_SERIES.map((s) => (
          <li key={s.key}>
            <Swatch style={{ background: theme.colors[s.color] }} />
            {s.key === 'net_cents' ? RESULT_WON : s.label}
          </li>
        ))}
        <li>
          <Swatch style={{ background: theme.colors.error }} />
          {RESULT_LOST}
        </li>
      </Legend>
    </figure>
  );
}
