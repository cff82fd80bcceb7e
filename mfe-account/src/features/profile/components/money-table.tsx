import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { Cents } from '@wagering/shared/format';

const Table = styled.table<{ dense: boolean }>(({ theme, dense }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  'th, td': {
    padding: `${theme.space(2)} ${theme.space(2)}`,
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  th: { color: theme.colors.textMuted, fontWeight: 600 },
  'td[data-money], th[data-money]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  [theme.mq.tablet]: { 'th, td': { padding: `${theme.space(2)} ${theme.space(3)}` } },
  // Many figures side by side (the spending table's five columns) fit a 360 px phone and half a desktop column.
  ...(dense && {
    'th, td': { padding: `${theme.space(2)} ${theme.space(1)}` },
    [theme.mq.tablet]: { 'th, td': { padding: `${theme.space(2)} ${theme.space(1)}` } },
    // The table's edges line up with the text around it: no padding outside its first and last columns.
    'th:first-child, td:first-child': { paddingLeft: 0 },
    'th:last-child, td:last-child': { paddingRight: 0 },
  }),
}));

// A table wider than a phone scrolls inside its card, never the page; the region is focusable so keys scroll it too.
const Scroll = styled.div({ overflowX: 'auto', maxWidth: '100%' });

/**
 * The tables of money movements (activity statement, transactions, spending), named for assistive technology; dense
 * ones keep their cells narrow at every width.
 */
export function MoneyTable({
  label,
  dense = false,
  children,
}: {
  label: string;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table dense={dense}>{children}</Table>
    </Scroll>
  );
}

/** Entry kinds in the punter's words (the activity statement's totals). */
export const KIND_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  stake: 'Bet',
  bonus_stake: 'Bonus bet',
  return: 'Bet results',
  bonus_credit: 'Bonus credit',
  refund: 'Refund',
  reversal: 'Reversal',
  cash_out: 'Cash out',
};

/**
 * One entry's name: a settled bet is "Winnings" only when it paid something; a lost bet (its settlement pays
 * nothing) is a bet, "Bet lost".
 */
export function entryName(entry: { kind: string; cash_cents: Cents; bonus_cents: Cents }): string {
  if (entry.kind === 'return') return entry.cash_cents > 0 || entry.bonus_cents > 0 ? 'Winnings' : 'Bet lost';
  return KIND_LABELS[entry.kind] ?? entry.kind;
}
