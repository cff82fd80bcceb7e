import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { useFormatDate } from '@wagering/shared/theme';
import { Badge, EmptyState } from '@wagering/shared/ui';
import { QueryView } from '@wagering/shared/ui';
import type { Match } from '../types';
import { useEventMatch } from '../features/match/api/get-event-match';
import { FollowTeams } from '../features/match/components/follow-teams';
import { orderedMarkets } from '../lib/market-leg';
import { PriceButton } from '../components/price-button';
import { SameGameMultiBuilder } from '../features/same-game-multi/components/same-game-multi-builder';
import { offersSameGameMulti } from '../features/same-game-multi/same-game-multi-leg';
import { competitionPath, eventIdOf, sportPath } from '../lib/paths';
import { NotFound } from './sport-page';
import { Heading, Page, Section } from '../components/page-parts';

const Header = styled.header(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  padding: theme.space(4),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xl }));
const Meta = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Prices = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
}));

function MatchContent({ match }: { match: Match }) {
  const formatDate = useFormatDate();
  usePage(match.event_name, [
    { label: 'Sports', to: '/sports' },
    { label: match.sport_name, to: sportPath(match.sport_name) },
    { label: match.competition_name, to: competitionPath(match.sport_name, match.competition_name) },
    { label: match.event_name },
  ]);
  const markets = orderedMarkets(match);
  return (
    <Page>
      <Header>
        <Title>{match.event_name}</Title>
        <Meta>
          <time dateTime={match.match_starting_date}>{formatDate(match.match_starting_date, 'longDateTime')}</time>
          {match.match_location && ` · ${match.match_location}`}
          {match.round_name && ` · ${match.round_name}`}
        </Meta>
        {match.comment && <Meta>{match.comment}</Meta>}
        <FollowTeams match={match} />
        <div aria-live="polite">
          <Badge tone={match.match_status === 'Open' ? 'success' : 'neutral'}>{match.match_status}</Badge>
          {match.result_string && <Meta as="span"> {match.result_string}</Meta>}
        </div>
      </Header>
      {markets.length === 0 && <EmptyState />}
      {markets.map((market) => {
        const id = `market-${market.market_name.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <Section key={market.market_name} aria-labelledby={id}>
            <Heading id={id}>{market.market_name}</Heading>
            <Prices>
              {market.selections.map((selection) => (
                <PriceButton
                  key={`${selection.bet_type}-${selection.selection_name}`}
                  match={match}
                  selection={selection}
                />
              ))}
            </Prices>
          </Section>
        );
      })}
      {offersSameGameMulti(match) && <SameGameMultiBuilder match={match} />}
    </Page>
  );
}

/** /{sport}/{competition}/{event parts}: one match with its head-to-head, line, margin and total markets. */
export function MatchPage({ eventParts }: { eventParts: string }) {
  const id = eventIdOf(eventParts);
  const query = useEventMatch(id);
  if (id === null) return <NotFound />;
  return (
    <QueryView query={query} label="match" lines={6}>
      {(match) => <MatchContent match={match} />}
    </QueryView>
  );
}
