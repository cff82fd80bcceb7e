import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { DEFAULT_RACE_TYPE } from '@wagering/shared/constants';
import { meetingWithJumpAt } from '../lib/race-rules';
import type { Meeting } from '../types';
import { racingKeys } from './keys';

/** GET /racing/futures?type: feature races a week or more ahead. */
async function getFutures(type = DEFAULT_RACE_TYPE): Promise<Meeting[]> {
  const { data } = await api.GET('/racing/futures', { params: { query: { type } } });
  const receivedAt = Date.now();
  return data.map((m) => meetingWithJumpAt(m, receivedAt));
}

export const futuresQuery = (type = DEFAULT_RACE_TYPE) =>
  queryOptions({ queryKey: racingKeys.futures(type), queryFn: () => getFutures(type) });

export const useFutures = (type?: string) => useQuery(futuresQuery(type));
