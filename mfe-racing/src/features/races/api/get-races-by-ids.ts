import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { withJumpAt } from '../lib/race-rules';
import type { Race } from '../types';
import { racingKeys } from './keys';

/** POST /racing/event-races-by-ids {event_ids}: races with runners, keyed by event_id. */
async function getRacesByIds(eventIds: number[]): Promise<Record<string, Race>> {
  const { data } = await api.POST('/racing/event-races-by-ids', { body: { event_ids: eventIds } });
  const receivedAt = Date.now();
  return Object.fromEntries(Object.entries(data).map(([id, race]) => [id, withJumpAt(race, receivedAt)]));
}

const racesByIdsQuery = (eventIds: number[]) =>
  queryOptions({
    queryKey: racingKeys.racesByIds(eventIds),
    queryFn: () => getRacesByIds(eventIds),
    enabled: eventIds.length > 0,
  });

/** The details (runners) of the given races. */
export const useRacesByIds = (eventIds: number[]) => useQuery(racesByIdsQuery(eventIds));
