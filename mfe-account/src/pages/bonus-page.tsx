import { usePage } from '@wagering/shared/runtime';
import { QueryView } from '@wagering/shared/ui';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import { useBonusBets } from '../features/rewards/api/get-bonus-bets';
import { useDividendBoosts } from '../features/rewards/api/get-dividend-boosts';
import { BonusBetList, BoostList } from '../features/rewards/components/benefit-lists';

/** /bonus (sidebar "Bonus"): the punter's bonus bets and dividend boosts. */
export function BonusPage() {
  usePage('Bonus');
  const bets = useBonusBets();
  const boosts = useDividendBoosts();
  return (
    <RequireLogin>
      <PagePanel aria-labelledby="bonus-title">
        <h1 id="bonus-title">Bonus</h1>
        <h2>Bonus bets</h2>
        <QueryView query={bets} label="bonus bets" lines={2}>
          {(data) => <BonusBetList bets={data} />}
        </QueryView>
        <h2>Dividend boosts</h2>
        <QueryView query={boosts} label="dividend boosts" lines={2}>
          {(data) => <BoostList boosts={data} />}
        </QueryView>
      </PagePanel>
    </RequireLogin>
  );
}
