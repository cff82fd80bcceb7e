import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { QueryView } from '@wagering/shared/ui';
import { MatchList } from '../../components/match-list';
import { isBettable } from '../../lib/market-leg';
import { PriceAnnouncer } from '../../components/price-announcer';
import { useLiveMatches } from '../../hooks/use-live-matches';
import { useUpcomingMatches } from './api/get-upcoming-matches';

const Panel = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  color: theme.colors.text,
}));

const Head = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });
const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.lg }));
const More = styled(Link)(({ theme }) => ({ color: theme.colors.text, fontWeight: 600 }));

/** Home's upcoming sports: the next 10 matches to start, with head-to-head prices for the betslip. */
export default function UpcomingMatches() {
  useLiveMatches();
  const upcoming = useUpcomingMatches();
  return (
    <PriceAnnouncer>
      <Panel data-remote="sports" aria-labelledby="home-upcoming-sports">
        <Head>
          <Title id="home-upcoming-sports">Upcoming sports</Title>
          <More to="/sports">All sports</More>
        </Head>
        <QueryView query={upcoming} label="upcoming sports" isEmpty={(m) => m.length === 0}>
          {(matches) => <MatchList matches={matches.filter(isBettable)} showCompetition />}
        </QueryView>
      </Panel>
    </PriceAnnouncer>
  );
}
