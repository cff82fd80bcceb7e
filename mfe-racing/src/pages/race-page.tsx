import { NavLink, useParams } from '@wagering/shared/router';
import { useFormatDate, useTimeZone } from '@wagering/shared/theme';
import { usePage, useRenderNow } from '@wagering/shared/runtime';
import { usePrefetchQuery } from '@tanstack/react-query';
import { flucsQuery } from '../features/races/api/get-flucs';
import { useRaceCard } from '../features/races/api/get-race-card';
import { meetingPath } from '../features/races/components/meeting-list';
import { racePath } from '../features/races/components/next-to-jump-list';
import { RaceCard } from '../features/races/components/race-card';
import { RaceTypeTitle } from '../features/races/components/race-type-title';
import { LoadingRows, NoRaces } from '../features/races/components/states';
import { dayLabel } from '../features/races/lib/race-rules';
import { Page, TypeNav } from './layout';

/**
 * A race card: /racing/race/{meetingId}/{eventId}, with the meeting's other races to switch to. SPEC 8: a race
 * detail fetch failure clears the loading state with no message (the card is simply not shown).
 */
export function RacePage() {
  const params = useParams();
  const meetingId = Number(params.meetingId);
  const eventId = Number(params.eventId);
  const query = useRaceCard(meetingId, eventId);
  // The runners' flucs are asked for beside the card, not after it has come (a first call of the page).
  usePrefetchQuery(flucsQuery(eventId));
  const formatDate = useFormatDate();
  const zone = useTimeZone();
  const renderNow = useRenderNow();
  const card = query.data;
  const meetingName = card?.meeting.meeting_name ?? 'Race';
  const raceLabel = card ? `Race ${card.race.race_number}` : '';
  usePage(
    card ? `${meetingName} ${raceLabel}` : 'Race',
    card
      ? [
          { label: 'Racing', to: '/racing' },
          { label: meetingName, to: meetingPath(card.meeting) },
          { label: raceLabel },
        ]
      : [{ label: 'Racing', to: '/racing' }, { label: 'Race' }],
  );
  return (
    <Page>
      {card && (
        <RaceTypeTitle
          type={card.race.race_type}
          title={`${meetingName} · ${dayLabel(card.race.start_time, renderNow(), zone)} ${formatDate(card.race.start_time, 'time')}`}
        />
      )}
      {card && (
        <TypeNav aria-label={`${meetingName} races`}>
          <ul>
            {[...card.meeting.races]
              .sort((a, b) => a.race_number - b.race_number)
              .map((race) => (
                <li key={race.event_id}>
                  <NavLink to={racePath(race)}>R{race.race_number}</NavLink>
                </li>
              ))}
          </ul>
        </TypeNav>
      )}
      {query.isPending ? (
        <LoadingRows label="Loading the race" rows={8} />
      ) : card ? (
        <RaceCard race={card.race} />
      ) : query.isError ? null : (
        <NoRaces />
      )}
    </Page>
  );
}
