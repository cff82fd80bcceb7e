import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { flagEmoji, raceFilterGroup, type RaceFilterGroup } from '@wagering/shared/constants';
import { useProgressiveList, VisuallyHidden } from '@wagering/shared/ui';
import { sortMeetings } from '../lib/race-rules';
import type { ListedMeeting, Meeting } from '../types';
import { racePath } from './next-to-jump-list';
import { RaceStatusBadge } from './race-status-badge';
import { RaceTypeIcon } from './race-type-title';

const Group = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  h2: { margin: `${theme.space(2)} 0 0`, fontSize: theme.font.size.md, color: theme.colors.text },
}));

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  [theme.mq.tablet]: { gridTemplateColumns: '220px 1fr', alignItems: 'center' },
  a: { color: theme.colors.text },
}));

const Races = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const RaceLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  padding: theme.space(1),
  minHeight: 36,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.colors.border}`,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export const meetingPath = (meeting: Pick<Meeting, 'meeting_id' | 'meeting_date'>) =>
  `/racing/meeting/${meeting.meeting_date}/${meeting.meeting_id}`;

const GROUPS: RaceFilterGroup[] = ['AUS/NZ', 'INTERNATIONAL'];

/**
 * A day's meetings in the AUS/NZ and INTERNATIONAL groups; within each, meetings with races still to run come
 * first (by their next jump) and meetings with all races finished last.
 */
export function MeetingList({ meetings }: { meetings: ListedMeeting[] }) {
  // A day has 60+ meetings and 500+ race links: the first screen's worth renders at once, the rest in chunks, in the
  // order they are shown (group by group), so each chunk only adds below what is already on screen.
  const sorted = sortMeetings(meetings);
  const shown = useProgressiveList(GROUPS.flatMap((group) => sorted.filter((m) => raceFilterGroup(m) === group)));
  return (
    <>
      {GROUPS.map((group) => {
        const list = shown.filter((m) => raceFilterGroup(m) === group);
        if (list.length === 0) return null;
        return (
          <Group key={group} aria-label={group}>
            <h2>{group}</h2>
            {list.map((meeting) => (
              <Row key={meeting.meeting_id} data-testid="meeting">
                <Link to={meetingPath(meeting)}>
                  <RaceTypeIcon type={meeting.race_type} /> <strong>{meeting.meeting_name}</strong>{' '}
                  {!meeting.is_australian && <span aria-hidden="true">{flagEmoji(meeting.state_country_code)} </span>}
                  <span>({meeting.state_country_code})</span>
                </Link>
                <Races aria-label={`${meeting.meeting_name} races`}>
                  {meeting.races.map((race) => (
                    <li key={race.event_id}>
                      <RaceLink to={racePath(race)}>
                        <VisuallyHidden>{meeting.meeting_name} </VisuallyHidden>
                        <strong>R{race.race_number}</strong> <RaceStatusBadge race={race} short />
                      </RaceLink>
                    </li>
                  ))}
                </Races>
              </Row>
            ))}
          </Group>
        );
      })}
    </>
  );
}
