import styled from '@emotion/styled';
import { useBlackbookStar } from '@wagering/shared/api';
import { StarToggle } from '@wagering/shared/ui';
import type { Match } from '../../../types';

const Row = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  li: { display: 'flex', alignItems: 'center', gap: theme.space(2) },
}));

function TeamStar({ sportCode, team }: { sportCode: string; team: string }) {
  const star = useBlackbookStar({ kind: 'team', code: sportCode, name: team });
  return (
    <li>
      <StarToggle label={`Add ${team} to Blackbook`} {...star} />
      <span aria-hidden="true">{team}</span>
    </li>
  );
}

/** A star per side of the match: the punter follows a team in their Blackbook, which lists its next match. */
export function FollowTeams({ match }: { match: Pick<Match, 'sport_code' | 'team_a' | 'team_b'> }) {
  return (
    <Row aria-label="Follow in your Blackbook">
      <TeamStar sportCode={match.sport_code} team={match.team_a} />
      <TeamStar sportCode={match.sport_code} team={match.team_b} />
    </Row>
  );
}
