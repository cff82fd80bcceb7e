import { useState } from 'react';
import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { EmptyState } from '@wagering/shared/ui';
import { QueryView } from '@wagering/shared/ui';
import { MatchList } from '../components/match-list';
import { isBettable } from '../lib/market-leg';
import type { NavSport } from '../types';
import { useSportNav } from '../features/sports-nav/api/get-sport-nav';
import { competitionPath, findSport } from '../lib/paths';
import { UPCOMING_MATCHES_COUNT, upcomingMatchesQuery } from '../features/upcoming-matches/api/get-upcoming-matches';
import { Heading, Page, Section } from '../components/page-parts';

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

const MoreButton = styled.button(({ theme }) => ({
  justifySelf: 'center',
  padding: `${theme.space(2)} ${theme.space(4)}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  fontWeight: 600,
  cursor: 'pointer',
}));

/**
 * A sport's match list, a page (SPEC: page size 10) at a time: "Show more matches" asks for the next page, and the
 * matches already shown stay while it loads.
 */
function SportMatches({ sportCode }: { sportCode: string }) {
  const [pages, setPages] = useState(1);
  const count = UPCOMING_MATCHES_COUNT * pages;
  const upcoming = useQuery({ ...upcomingMatchesQuery(count, sportCode), placeholderData: keepPreviousData });
  return (
    <QueryView query={upcoming} label="upcoming matches" isEmpty={(m) => m.length === 0}>
      {(matches) => (
        <>
          <MatchList matches={matches.filter(isBettable)} showCompetition />
          {/* A full page may have more behind it; a short one is the end of the list. */}
          {matches.length === count && (
            <MoreButton type="button" disabled={upcoming.isPlaceholderData} onClick={() => setPages((n) => n + 1)}>
              {upcoming.isPlaceholderData ? 'Loading more matches…' : 'Show more matches'}
            </MoreButton>
          )}
        </>
      )}
    </QueryView>
  );
}

function SportContent({ sport }: { sport: NavSport }) {
  usePage(sport.sport_name, [{ label: 'Sports', to: '/sports' }, { label: sport.sport_name }]);
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
        <SportMatches sportCode={sport.sport_code} />
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
