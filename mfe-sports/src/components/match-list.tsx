import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { useFormatDate } from '@wagering/shared/theme';
import type { Match } from '../types';
import { headToHead, isBettable } from '../lib/market-leg';
import { PriceButton } from './price-button';
import { matchPath } from '../lib/paths';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
}));

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space(2),
  alignItems: 'center',
  padding: theme.space(3),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  [theme.mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
}));

const Title = styled(Link)(({ theme }) => ({ color: theme.colors.text, fontWeight: 700, textDecoration: 'underline' }));
const Meta = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.font.size.sm }));
// On a phone the prices share the row (three of them fit a 360 px screen); wider screens give each 104 px.
const Prices = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  '& > *': { flex: '1 1 0', minWidth: 0 },
  [theme.mq.tablet]: { '& > *': { flex: '0 0 104px' } },
}));

/**
 * Matches with their start, status or result, and head-to-head prices while a match is open for betting (a finished
 * match's last prices would look live: it shows its result instead); each links to its match page.
 */
export function MatchList({ matches, showCompetition = false }: { matches: Match[]; showCompetition?: boolean }) {
  const formatDate = useFormatDate();
  return (
    <List>
      {matches.map((match) => (
        <Row key={match.event_id} data-event-id={match.event_id}>
          <div>
            <Title to={matchPath(match)}>{match.event_name}</Title>
            <Meta>
              {showCompetition && `${match.sport_name} · ${match.competition_name} · `}
              <time dateTime={match.match_starting_date}>{formatDate(match.match_starting_date, 'dayDateTime')}</time>
              {match.match_status !== 'Open' && ` · ${match.result_string ?? match.match_status}`}
            </Meta>
          </div>
          {isBettable(match) && (
            <Prices role="group" aria-label={`${match.event_name} head to head`}>
              {headToHead(match).map((selection) => (
                <PriceButton key={selection.bet_type} match={match} selection={selection} />
              ))}
            </Prices>
          )}
        </Row>
      ))}
    </List>
  );
}
