import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import type { RunnerFlucs } from '../lib/flucs';
import { racingKeys } from './keys';

/** GET /racing/flucs/{event_id}: each priced runner's fixed win opening, high, low and recent prices. */
async function getFlucs(eventId: number): Promise<RunnerFlucs[]> {
  const { data } = await api.GET('/racing/flucs/{event_id}', { params: { path: { event_id: eventId } } });
  return data.runners;
}

export const flucsQuery = (eventId: number) =>
  queryOptions({ queryKey: racingKeys.flucs(eventId), queryFn: () => getFlucs(eventId) });

/** A race's flucs, asked for again on each of its live price changes (hooks/use-live-racing.ts). */
export const useFlucs = (eventId: number) => useQuery(flucsQuery(eventId));
