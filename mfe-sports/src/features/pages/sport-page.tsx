import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { EmptyState } from '@wagering/shared/ui';
import { QueryView } from '@wagering/shared/ui';
import { MatchList } from '../../components/match-list';
import type { NavSport } from '../../types';
import { useSportNav } from '../sports-nav/api/get-sport-nav';
import { competitionPath, findSport } from '../sports-nav/paths';
import { useUpcomingMatches } from '../upcoming-matches/api/get-upcoming-matches';
import { Heading, Page, Section } from './page-parts';

const Competitions = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
}));

const CompetitionLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: theme.space(3),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  color: theme.colors.text,
  fontWeight: 600,
}));

const Count = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontWeight: 400 }));

function SportContent({ sport }: { sport: NavSport }) {
  usePage(sport.sport_name, [{ label: 'Sports', to: '/sports' }, { label: sport.sport_name }]);
  const upcoming = useUpcomingMatches(undefined, sport.sport_code);
  return (
    <Page>
      <Section aria-labelledby="competitions">
        <Heading id="competitions">{sport.sport_name} competitions</Heading>
        <Competitions>
          {sport.competitions.map((c) => (
            <li key={c.competition_id}>
              <CompetitionLink to={competitionPath(sport.sport_name, c.competition_name)}>
                {c.competition_name}
                <Count>{c.match_count === 1 ? '1 match' : `${c.match_count} matches`}</Count>
              </CompetitionLink>
            </li>
          ))}
        </Competitions>
      </Section>
      <Section aria-labelledby="sport-upcoming">
        <Heading id="sport-upcoming">Upcoming {sport.sport_name} matches</Heading>
        <QueryView query={upcoming} label="upcoming matches" isEmpty={(m) => m.length === 0}>
          {(matches) => <MatchList matches={matches} showCompetition />}
        </QueryView>
      </Section>
    </Page>
  );
}

/** /{sport}: the sport's competitions and its next matches. */
export function SportPage({ sportSlug }: { sportSlug: string }) {
  const nav = useSportNav();
  return (
    <QueryView query={nav} label="sport">
      {(sports) => {
        const sport = findSport(sports, sportSlug);
        return sport ? <SportContent sport={sport} /> : <NotFound />;
      }}
    </QueryView>
  );
}

export function NotFound() {
  usePage('Sports');
  return <EmptyState />;
}
