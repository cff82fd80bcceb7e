import { Link, useParams } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useFormatDate } from '@wagering/shared/theme';
import { usePage } from '@wagering/shared/runtime';
import { useMeetings } from '../features/races/api/get-meetings';
import { racePath } from '../features/races/components/next-to-jump-list';
import { RaceResults } from '../features/races/components/race-results';
import { RaceStatusBadge } from '../features/races/components/race-status-badge';
import { RaceTypeTitle } from '../features/races/components/race-type-title';
import { LoadError, LoadingRows, NoRaces } from '../features/races/components/states';
import { metres, showsResults } from '../features/races/lib/race-rules';
import { Page } from './layout';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
}));

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  a: { color: theme.colors.text, fontWeight: 700 },
  '.line': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space(3),
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '.meta': { color: theme.colors.textMuted, fontSize: theme.font.size.sm },
}));

/** A meeting: its races in race order with status, countdown or result. Route: /racing/meeting/{date}/{meetingId}. */
export function MeetingPage() {
  const { date = '', meetingId } = useParams();
  const query = useMeetings(date);
  const formatDate = useFormatDate();
  const meeting = query.data?.find((m) => String(m.meeting_id) === meetingId);
  const name = meeting?.meeting_name ?? 'Meeting';
  usePage(name, [{ label: 'Racing', to: '/racing' }, { label: name }]);
  return (
    <Page>
      <RaceTypeTitle
        type={meeting?.race_type ?? 'A'}
        title={meeting ? `${name} ${formatDate(meeting.meeting_date, 'dayDate')}` : name}
      />
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !meeting ? (
        <NoRaces />
      ) : (
        <List aria-label={`${name} races`}>
          {[...meeting.races]
            .sort((a, b) => a.race_number - b.race_number)
            .map((race) => (
              <Row key={race.event_id}>
                <div className="line">
                  <Link to={racePath(race)}>
                    R{race.race_number} {race.race_name}
                  </Link>
                  <RaceStatusBadge race={race} />
                </div>
                <div className="meta">
                  {formatDate(race.start_time, 'time')} · {metres(race.race_distance)} · {race.track_condition} ·{' '}
                  {race.field_size} runners
                </div>
                {showsResults(race) && <RaceResults race={race} />}
              </Row>
            ))}
        </List>
      )}
    </Page>
  );
}
