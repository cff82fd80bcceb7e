import { usePage } from '@wagering/shared/runtime';
import { QueryView } from '@wagering/shared/ui';
import { MatchList } from '../components/match-list';
import { isBettable } from '../lib/market-leg';
import { useSportNav } from '../features/sports-nav/api/get-sport-nav';
import { SportsNav, SportsNavPlaceholder } from '../features/sports-nav/components/sports-nav';
import { useUpcomingMatches } from '../features/upcoming-matches/api/get-upcoming-matches';
import { Heading, Page, Section } from '../components/page-parts';

/** /sports: every sport, and the next matches to start. */
export function SportsHomePage() {
  usePage('Sports');
  const nav = useSportNav();
  const upcoming = useUpcomingMatches();
  return (
    <Page>
      <Section aria-labelledby="all-sports">
        <Heading id="all-sports">All sports</Heading>
        <QueryView query={nav} label="sports" placeholder={<SportsNavPlaceholder />}>
          {(sports) => <SportsNav sports={sports} />}
        </QueryView>
      </Section>
      <Section aria-labelledby="upcoming-matches">
        <Heading id="upcoming-matches">Upcoming matches</Heading>
        <QueryView query={upcoming} label="upcoming matches" isEmpty={(m) => m.length === 0}>
          {(matches) => <MatchList matches={matches.filter(isBettable)} showCompetition />}
        </QueryView>
      </Section>
    </Page>
  );
}
