import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { RACE_TYPES, raceTypeCode } from '@wagering/shared/constants';
import { VisuallyHidden } from '@wagering/shared/ui';
import { activeRunners } from '../lib/race-rules';
import type { Race } from '../types';
import { RaceStatusBadge } from './race-status-badge';
import { RaceTypeIcon } from './race-type-title';

const List = styled.ul<{ strip: boolean }>(({ theme, strip }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  // The Home strip's 6 races: 2 columns x 3 rows on phones, 3 x 2 from tablet up (its height is reserved).
  gridTemplateColumns: strip ? 'repeat(2, minmax(0, 1fr))' : '1fr',
  [theme.mq.tablet]: strip ? { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } : {},
}));

const Item = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  textDecoration: 'none',
  minHeight: 44,
  '&:hover': { borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

// The track's name is never cut: it wraps (in the Home strip in a smaller type, so two lines, enough for any track in
// a phone's column, keep the strip inside the height the shell reserves for it); the race line keeps one line, so a
// card keeps its height when the field size arrives.
const Name = styled.span<{ strip: boolean }>(({ theme, strip }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& > *': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& > strong': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    // Always two lines high in the strip, wrapped or not, so every card (and the strip) has one height.
    ...(strip && { fontSize: theme.font.size.sm, lineHeight: 1.25, minHeight: '2.5em' }),
  },
}));

/** A race still to jump: once the live push says it has closed it leaves the list at once, not at the next refetch. */
const isToJump = (race: Race) => race.race_status === 'Open' || race.race_status === 'Suspended';

/** The path of a race's card. */
export const racePath = (race: Pick<Race, 'meeting_id' | 'event_id'>) =>
  `/racing/race/${race.meeting_id}/${race.event_id}`;

/** Races to jump, soonest first, each a link to its card with its countdown. */
export function NextToJumpList({
  races,
  details,
  strip = false,
}: {
  races: Race[];
  details?: Record<string, Race>;
  strip?: boolean;
}) {
  return (
    <List strip={strip}>
      {races.filter(isToJump).map((race) => (
        <li key={race.event_id}>
          <Item to={racePath(race)}>
            <Name strip={strip}>
              <strong>
                <RaceTypeIcon type={race.race_type} /> {race.meeting_name}
              </strong>{' '}
              <span>
                R{race.race_number}
                {details?.[race.event_id]?.runners &&
                  ` · ${activeRunners(details[race.event_id].runners).length} runners`}
              </span>
              <VisuallyHidden> {RACE_TYPES[raceTypeCode(race.race_type)].title} </VisuallyHidden>
            </Name>
            <RaceStatusBadge race={race} short />
          </Item>
        </li>
      ))}
    </List>
  );
}
