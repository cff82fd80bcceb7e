import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { DEFAULT_RACE_TYPE, NEXT_TO_JUMP_REFETCH_MS, RACE_LIST_SIZE } from '@wagering/shared/constants';
import { keepUpcoming, withJumpAtAll } from '../lib/race-rules';
import type { Race } from '../types';
import { racingKeys } from './keys';

/** GET /racing/next-to-jump/{type}/{count}: the next races to jump; only those with jumps_in_sec above 0 are kept. */
async function getNextToJump(type = DEFAULT_RACE_TYPE, count = RACE_LIST_SIZE): Promise<Race[]> {
  const { data } = await api.GET('/racing/next-to-jump/{type}/{count}', { params: { path: { type, count } } });
  return keepUpcoming(withJumpAtAll(data));
}

export const nextToJumpQuery = (type = DEFAULT_RACE_TYPE, count = RACE_LIST_SIZE) =>
  queryOptions({
    queryKey: racingKeys.nextToJump(type, count),
    queryFn: () => getNextToJump(type, count),
    refetchInterval: NEXT_TO_JUMP_REFETCH_MS,
  });

export const useNextToJump = (type?: string, count?: number) => useQuery(nextToJumpQuery(type, count));
