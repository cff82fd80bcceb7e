import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';

export type SameGameMultiPrice = ApiResponse<'/sports/same-game-multi-div'>['data'];

/** GET /sports/same-game-multi-div?event_id&selections: one price for legs of one match, e.g. "AWin,TotalOver". */
async function getSameGameMultiDiv(eventId: number, selections: string): Promise<SameGameMultiPrice> {
  const { data } = await api.GET('/sports/same-game-multi-div', {
    params: { query: { event_id: eventId, selections } },
  });
  return data;
}

const sameGameMultiDivQuery = (eventId: number, selections: string) =>
  queryOptions({
    queryKey: ['sports', 'same-game-multi-div', eventId, selections] as const,
    queryFn: () => getSameGameMultiDiv(eventId, selections),
    // Keep the last price on screen while the next pick's price is asked, rather than flash "Getting the price".
    placeholderData: keepPreviousData,
  });

/** The same-game multi price, asked only for legs the rules allow (the builder explains the others itself). */
export const useSameGameMultiDiv = (eventId: number, selections: string, enabled: boolean) =>
  useQuery({ ...sameGameMultiDivQuery(eventId, selections), enabled });
