import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { DEFAULT_RACE_TYPE } from '@wagering/shared/constants';
import { meetingWithJumpAt } from '../lib/race-rules';
import type { Meeting } from '../types';
import { racingKeys } from './keys';

/** GET /racing/meetings?date&type: a day's meetings with their races. */
async function getMeetings(date: string, type = DEFAULT_RACE_TYPE): Promise<Meeting[]> {
  const { data } = await api.GET('/racing/meetings', { params: { query: { date, type } } });
  const receivedAt = Date.now();
  return data.map((m) => meetingWithJumpAt<Meeting>(m, receivedAt));
}

const meetingsQuery = (date: string, type = DEFAULT_RACE_TYPE) =>
  queryOptions({ queryKey: racingKeys.meetings(date, type), queryFn: () => getMeetings(date, type) });

export const useMeetings = (date: string, type?: string) => useQuery(meetingsQuery(date, type));
