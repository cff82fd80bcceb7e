import { useEffect } from 'react';
import { usePage } from '@wagering/shared/runtime';
import { useSession } from '@wagering/shared/session';
import { Badge, Button, ErrorState, QueryView, Skeleton } from '@wagering/shared/ui';
import { PagePanel } from '../../components/page-panel';
import { RequireLogin } from '../../components/require-login';
import { useRewardsBonuses, useRewardsLogin, useRewardsLogout } from './api/rewards-session';
import { BonusBetList, BoostList } from './components/benefit-lists';

function Rewards() {
  const user = useSession((s) => s.userData);
  const login = useRewardsLogin();
  const logout = useRewardsLogout();
  const bonuses = useRewardsBonuses();
  const crmToken = user.crm_token;
  const { mutate, isIdle } = login;
  // Entering Rewards opens the rewards (CRM) session once.
  useEffect(() => {
    if (!crmToken && isIdle) mutate();
  }, [crmToken, isIdle, mutate]);

  if (!crmToken) {
    if (login.isError)
      return <ErrorState message={login.error.message} onRetry={() => login.mutate()} retrying={login.isPending} />;
    return <Skeleton lines={3} height={40} label="Loading rewards" />;
  }
  return (
    <>
      <p>
        Self-claim rewards:{' '}
        <Badge tone={user.is_self_rewards_claim_eligible ? 'success' : 'neutral'}>
          {user.is_self_rewards_claim_eligible ? 'Eligible' : 'Not eligible'}
        </Badge>{' '}
        · Bonus promotions:{' '}
        <Badge tone={user.is_bonus_promotion_eligible ? 'success' : 'neutral'}>
          {user.is_bonus_promotion_eligible ? 'Eligible' : 'Not eligible'}
        </Badge>
      </p>
      <QueryView query={bonuses} label="rewards">
        {(data) => (
          <>
            <h2>Bonus bets</h2>
            <BonusBetList bets={data.bonus_bets} />
            <h2>Dividend boosts</h2>
            <BoostList boosts={data.dividend_boosts} />
          </>
        )}
      </QueryView>
      <p>
        <Button variant="secondary" loading={logout.isPending} onClick={() => logout.mutate(crmToken)}>
          Log out of rewards
        </Button>
      </p>
    </>
  );
}

/** /rewards: the rewards (CRM) session, eligibility, bonus bets and dividend boosts. */
export function RewardsPage() {
  usePage('Rewards');
  return (
    <RequireLogin>
      <PagePanel aria-labelledby="rewards-title">
        <h1 id="rewards-title">Rewards</h1>
        <Rewards />
      </PagePanel>
    </RequireLogin>
  );
}
