import { formatMoney } from '@wagering/shared/format';
import { useSession } from '@wagering/shared/session';
import { useBonusBets } from '../../rewards/api/get-bonus-bets';
import { useDividendBoosts } from '../../rewards/api/get-dividend-boosts';

export interface AccountSummary {
  name: string;
  balance: number;
  bonusBets: number;
  boosts: number;
}

/** The logged-in punter's name, balance and benefit counts (the account menu and the profile drawer show them). */
export function useAccountSummary(): AccountSummary {
  const user = useSession((s) => s.userData);
  const boosts = useSession((s) => s.dividentBoostsCount);
  const bonusBets = useBonusBets().data?.length ?? 0;
  useDividendBoosts();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.username ?? 'My account');
  return { name, balance: user.account_balance ?? 0, bonusBets, boosts };
}

export function AccountSummaryLines({ summary }: { summary: AccountSummary }) {
  return (
    <>
      <strong>{summary.name}</strong>
      <br />
      Balance {formatMoney(summary.balance)}
      <br />
      {summary.bonusBets} bonus bets · {summary.boosts} boosts
    </>
  );
}
