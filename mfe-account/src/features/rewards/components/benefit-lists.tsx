import styled from '@emotion/styled';
import { formatCents } from '@wagering/shared/format';
import { useFormatDate } from '@wagering/shared/theme';
import { EmptyState } from '@wagering/shared/ui';
import type { BonusBet } from '../api/get-bonus-bets';
import type { Boost } from '../api/get-dividend-boosts';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space(2),
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: theme.space(2),
    padding: theme.space(3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
  },
  small: { color: theme.colors.textMuted, display: 'block' },
}));

export function BonusBetList({ bets }: { bets: BonusBet[] }) {
  const formatDate = useFormatDate();
  if (bets.length === 0) return <EmptyState>You have no bonus bets right now.</EmptyState>;
  return (
    <List aria-label="Bonus bets">
      {bets.map((b) => (
        <li key={b.id}>
          <span>
            {b.description}
            <small>Expires {formatDate(b.expires_at, 'longDateTime')}</small>
          </span>
          <strong>
            {formatCents(b.remaining_cents)} of {formatCents(b.amount_cents)}
          </strong>
        </li>
      ))}
    </List>
  );
}

export function BoostList({ boosts }: { boosts: Boost[] }) {
  const formatDate = useFormatDate();
  if (boosts.length === 0) return <EmptyState>You have no dividend boosts right now.</EmptyState>;
  return (
    <List aria-label="Dividend boosts">
      {boosts.map((b) => (
        <li key={b.id}>
          <span>
            {b.description} (+{b.boost_percent}%)
            <small>Expires {formatDate(b.expires_at, 'longDateTime')}</small>
          </span>
          <strong>{b.remaining_value} left</strong>
        </li>
      ))}
    </List>
  );
}
