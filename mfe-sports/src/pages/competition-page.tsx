import { useState } from 'react';
import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { EmptyState, QueryView } from '@wagering/shared/ui';
import { MatchList } from '../components/match-list';
import { splitByResult } from '../lib/market-leg';
import type { Match, NavCompetition, NavSport } from '../types';
import { useEventComp, type CompetitionSort } from '../features/competition/api/get-event-comp';
import { useSportNav } from '../features/sports-nav/api/get-sport-nav';
import { findCompetition, findSport, sportPath } from '../lib/paths';
import { NotFound } from './sport-page';
import { Heading, Page, Section } from '../components/page-parts';

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
}));

const SortLabel = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  fontWeight: 600,
}));

const SortSelect = styled.select(({ theme }) => ({
  minHeight: 40,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
}));

const SORTS: { value: CompetitionSort; label: string }[] = [
  { value: 'time', label: 'Start time' },
  { value: 'name', label: 'Name' },
];

const SubHeading = styled.h3(({ theme }) => ({
  margin: `${theme.space(3)} 0 ${theme.space(2)}`,
  fontSize: theme.font.size.md,
}));

/**
 * Matches still to bet on first (the SPEC's empty text when none are left), then the last day's results apart, without
 * prices, latest first.
 */
function UpcomingAndResults({ matches }: { matches: Match[] }) {
  const { upcoming, results } = splitByResult(matches);
  return (
    <>
      {upcoming.length ? <MatchList matches={upcoming} /> : <EmptyState />}
      {results.length > 0 && (
        <section aria-labelledby="competition-results">
          <SubHeading id="competition-results">Results</SubHeading>
          <MatchList matches={results} />
        </section>
      )}
    </>
  );
}

function CompetitionContent({ sport, competition }: { sport: NavSport; competition: NavCompetition }) {
  usePage(competition.competition_name, [
    { label: 'Sports', to: '/sports' },
    { label: sport.sport_name, to: sportPath(sport.sport_name) },
    { label: competition.competition_name },
  ]);
  const [sortBy, setSortBy] = useState<CompetitionSort>('time');
  const query = useEventComp(competition.competition_id, sortBy);
  return (
    <Page>
      <Section aria-labelledby="competition-matches">
        <Toolbar>
          <Heading id="competition-matches">{competition.competition_name} matches</Heading>
          <SortLabel>
            Sort by
            <SortSelect value={sortBy} onChange={(e) => setSortBy(e.target.value as CompetitionSort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SortSelect>
          </SortLabel>
        </Toolbar>
        <QueryView query={query} label="matches" isEmpty={(c) => c.matches.length === 0}>
          {(c) => <UpcomingAndResults matches={c.matches} />}
        </QueryView>
      </Section>
    </Page>
  );
}

/** /{sport}/{competition}: the competition's matches, sortable by start time or name. */
export function CompetitionPage({ sportSlug, competitionSlug }: { sportSlug: string; competitionSlug: string }) {
  const nav = useSportNav();
  return (
    <QueryView query={nav} label="competition">
      {(sports) => {
        const sport = findSport(sports, sportSlug);
        const competition = sport && findCompetition(sport, competitionSlug);
        return sport && competition ? <CompetitionContent sport={sport} competition={competition} /> : <NotFound />;
      }}
    </QueryView>
  );
}
