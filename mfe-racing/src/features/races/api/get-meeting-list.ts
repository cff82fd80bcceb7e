import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { DEFAULT_RACE_TYPE } from '@wagering/shared/constants';
import { meetingWithJumpAt } from '../lib/race-rules';
import type { ListedMeeting } from '../types';
import { racingKeys } from './keys';

/** GET /racing/meeting-list?date&type: a day's meetings as the racing page lists them (race numbers, status, jump). */
async function getMeetingList(date: string, type = DEFAULT_RACE_TYPE): Promise<ListedMeeting[]> {
  const { data } = await api.GET('/racing/meeting-list', { params: { query: { date, type } } });
  const receivedAt = Date.now();
  return data.map((m) => meetingWithJumpAt<ListedMeeting>(m, receivedAt));
}

export const meetingListQuery = (date: string, type = DEFAULT_RACE_TYPE) =>
  queryOptions({ queryKey: racingKeys.meetingList(date, type), queryFn: () => getMeetingList(date, type) });

export const useMeetingList = (date: string, type?: string) => useQuery(meetingListQuery(date, type));
