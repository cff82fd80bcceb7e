import styled from '@emotion/styled';

/** The tables of money movements (activity statement, transactions). */
export const MoneyTable = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  'th, td': {
    padding: `${theme.space(2)} ${theme.space(3)}`,
    textAlign: 'left',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  th: { color: theme.colors.textMuted, fontWeight: 600 },
  'td[data-money], th[data-money]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
}));

/** Entry kinds in the punter's words. */
export const KIND_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  stake: 'Bet',
  bonus_stake: 'Bonus bet',
  return: 'Winnings',
  bonus_credit: 'Bonus credit',
  refund: 'Refund',
  reversal: 'Reversal',
};
