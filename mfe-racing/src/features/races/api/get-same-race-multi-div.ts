import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { racingKeys } from './keys';

export type SameRaceMultiPrice = ApiResponse<'/racing/same-race-multi-div'>['data'];

/** GET /racing/same-race-multi-div?event_id&selections: the price of "saddle:code" pairs, e.g. "3:FWIN,5:PTOP2". */
async function getSameRaceMultiDiv(eventId: number, selections: string): Promise<SameRaceMultiPrice> {
  const { data } = await api.GET('/racing/same-race-multi-div', {
    params: { query: { event_id: eventId, selections } },
  });
  return data;
}

const sameRaceMultiDivQuery = (eventId: number, selections: string) =>
  queryOptions({
    queryKey: racingKeys.sameRaceMulti(eventId, selections),
    queryFn: () => getSameRaceMultiDiv(eventId, selections),
    // The price moves with the market: always ask again rather than show a stale one.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The live same-race-multi price; asked only once two or more runners are picked. */
export const useSameRaceMultiDiv = (eventId: number, selections: string, pickCount: number) =>
  useQuery({ ...sameRaceMultiDivQuery(eventId, selections), enabled: pickCount >= 2 });
