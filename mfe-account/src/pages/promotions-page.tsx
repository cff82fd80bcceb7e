import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { openModal, useSession } from '@wagering/shared/session';
import { Badge, Button } from '@wagering/shared/ui';
import { PagePanel } from '../components/page-panel';

/** The brand's current promotions. Which ones a punter may claim follows the CRM eligibility flags. */
const PROMOTIONS = [
  {
    id: 'welcome',
    title: 'Welcome bonus bet',
    text: 'Place your first bet of $20 or more and get a $20 bonus bet if it loses.',
    needs: 'is_bonus_promotion_eligible',
  },
  {
    id: 'saturday-boost',
    title: 'Saturday dividend boost',
    text: 'Boost the win dividend of one thoroughbred bet every Saturday by 10%.',
    needs: 'is_bonus_promotion_eligible',
  },
  {
    id: 'loyalty',
    title: 'Loyalty rewards',
    text: 'Earn rewards as you bet and claim them yourself from the Rewards page.',
    needs: 'is_self_rewards_claim_eligible',
  },
] as const;

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
  li: { padding: theme.space(4), border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md },
  h2: { margin: `0 0 ${theme.space(2)}`, fontSize: theme.font.size.lg },
}));

/** /promotions: the promotions, with the punter's eligibility once logged in to rewards. */
export function PromotionsPage() {
  usePage('Promotions');
  const user = useSession((s) => s.userData);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const knowsEligibility = !!user.crm_token;
  return (
    <PagePanel aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotions</h1>
      {!isLoggedIn && (
        <p>
          <Button onClick={() => openModal('login')}>Login to see your offers</Button>
        </p>
      )}
      {isLoggedIn && !knowsEligibility && (
        <p>
          Open <Link to="/rewards">Rewards</Link> to see which offers you can claim.
        </p>
      )}
      <Grid>
        {PROMOTIONS.map((p) => (
          <li key={p.id}>
            <h2>{p.title}</h2>
            <p>{p.text}</p>
            {knowsEligibility && (
              <Badge tone={user[p.needs] ? 'success' : 'neutral'}>
                {user[p.needs] ? 'You are eligible' : 'Not eligible'}
              </Badge>
            )}
          </li>
        ))}
      </Grid>
    </PagePanel>
  );
}
