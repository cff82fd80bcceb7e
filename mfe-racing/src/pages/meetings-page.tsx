import { usePage } from '@wagering/shared/runtime';
import { RACE_TYPES, raceTypeCode } from '@wagering/shared/constants';
import { useFutures } from '../features/races/api/get-futures';
import { useMeetingList } from '../features/races/api/get-meeting-list';
import { MeetingList } from '../features/races/components/meeting-list';
import { RaceTypeTitle } from '../features/races/components/race-type-title';
import { LoadError, LoadingRows, NoRaces } from '../features/races/components/states';
import type { ListedMeeting } from '../features/races/types';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from './layout';
import { RacingNav } from './racing-nav';

function MeetingsView({ query }: { query: UseQueryResult<ListedMeeting[]> }) {
  if (query.isPending) return <LoadingRows label="Loading meetings" />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <NoRaces />;
  return <MeetingList meetings={query.data} />;
}

/** /racing (today, every type) and /racing/horse, /racing/greyhound, /racing/harness. */
export function TodayPage({ type = 'A' }: { type?: string }) {
  const code = raceTypeCode(type);
  const title = code === 'any' ? 'Racing' : `${RACE_TYPES[code].title} Racing`;
  usePage(
    title,
    code === 'any' ? [{ label: 'Racing' }] : [{ label: 'Racing', to: '/racing' }, { label: RACE_TYPES[code].title }],
  );
  // No date: the API's "today" (the site's time zone), not this device's.
  const query = useMeetingList('', type);
  return (
    <Page>
      <RaceTypeTitle type={type} title={title} />
      <RacingNav />
      <MeetingsView query={query} />
    </Page>
  );
}

/** /racing/futures: feature races a week or more ahead. */
export function FuturesPage() {
  usePage('Futures', [{ label: 'Racing', to: '/racing' }, { label: 'Futures' }]);
  const query = useFutures();
  return (
    <Page>
      <RaceTypeTitle type="A" title="Futures" />
      <RacingNav />
      <MeetingsView query={query} />
    </Page>
  );
}
