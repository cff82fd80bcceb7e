import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { DEFAULT_RACE_TYPE } from '@wagering/shared/constants';
import { meetingWithJumpAt } from '../lib/race-rules';
import type { Meeting } from '../types';
import { racingKeys } from './keys';

/** GET /racing/result-card?date&type: a day's results by meeting. */
async function getResultCard(date: string, type = DEFAULT_RACE_TYPE): Promise<Meeting[]> {
  const { data } = await api.GET('/racing/result-card', { params: { query: { date, type } } });
  const receivedAt = Date.now();
  return data.map((m) => meetingWithJumpAt(m, receivedAt));
}

const resultCardQuery = (date: string, type = DEFAULT_RACE_TYPE) =>
  queryOptions({ queryKey: racingKeys.results(date, type), queryFn: () => getResultCard(date, type) });

export const useResultCard = (date: string, type?: string) => useQuery(resultCardQuery(date, type));
