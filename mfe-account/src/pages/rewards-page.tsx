import { usePage } from '@wagering/shared/runtime';
import { useSession } from '@wagering/shared/session';
import { Badge, Button, ErrorState, QueryView } from '@wagering/shared/ui';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import { useRewardsBonuses, useRewardsLogin, useRewardsLogout } from '../features/rewards/api/rewards-session';
import { BonusBetList, BoostList } from '../features/rewards/components/benefit-lists';

/** Before a rewards session: what it is, and the punter's own choice to open it (nothing to log out of yet). */
function RewardsLogin() {
  const login = useRewardsLogin();
  return (
    <>
      <p>
        Log in to rewards to see your eligibility, and the bonus bets and dividend boosts the rewards service holds.
      </p>
      {login.isError && <ErrorState message={login.error.message} />}
      <p>
        <Button loading={login.isPending} onClick={() => login.mutate()}>
          Log in to rewards
        </Button>
      </p>
    </>
  );
}

function Rewards() {
  const user = useSession((s) => s.userData);
  const logout = useRewardsLogout();
  const bonuses = useRewardsBonuses();
  const crmToken = user.crm_token;
  if (!crmToken) return <RewardsLogin />;
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
