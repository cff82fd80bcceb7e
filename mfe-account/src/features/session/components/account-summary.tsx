import { useAccountState } from '@wagering/shared/api';
import { cents, formatCents, type Cents } from '@wagering/shared/format';
import { useSession } from '@wagering/shared/session';

export interface AccountSummary {
  name: string;
  balanceCents: Cents;
  bonusBets: number;
  boosts: number;
}

/**
 * The logged-in punter's name (the session's identity) with their balance and benefit counts (the account state
 * in the query cache), as the account menu and the profile drawer show them. Until the state is read they show 0.
 */
export function useAccountSummary(): AccountSummary {
  const user = useSession((s) => s.userData);
  const state = useAccountState().data;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.username ?? 'My account');
  return {
    name,
    balanceCents: state?.cash_cents ?? cents(0),
    bonusBets: state?.bonus_bets_count ?? 0,
    boosts: state?.dividend_boosts_count ?? 0,
  };
}

export function AccountSummaryLines({ summary }: { summary: AccountSummary }) {
  return (
    <>
      <strong>{summary.name}</strong>
      <br />
      Balance {formatCents(summary.balanceCents)}
      <br />
      {summary.bonusBets} bonus bets · {summary.boosts} boosts
    </>
  );
}
