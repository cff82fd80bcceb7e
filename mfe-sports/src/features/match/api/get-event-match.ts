import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';

/** SPEC 7: a match is fetched with its markets, GET /sports/get-event-match/{id}/3. */
const MATCH_MARKETS = 3;

const getEventMatch = async (id: number) =>
  (await api.GET('/sports/get-event-match/{id}/{markets}', { params: { path: { id, markets: MATCH_MARKETS } } })).data;

const eventMatchQueryKey = (id: number) => ['sports', 'get-event-match', id] as const;

const eventMatchQuery = (id: number) =>
  queryOptions({ queryKey: eventMatchQueryKey(id), queryFn: () => getEventMatch(id) });

export const useEventMatch = (id: number | null) => useQuery({ ...eventMatchQuery(id ?? 0), enabled: id !== null });
