import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';

export type CompetitionSort = 'time' | 'name';

/** GET /sports/get-event-comp/{id}?sortBy: a competition with its matches, by start time or by name. */
const getEventComp = async (id: number, sortBy: CompetitionSort) =>
  (await api.GET('/sports/get-event-comp/{id}', { params: { path: { id }, query: { sortBy } } })).data;

const eventCompQuery = (id: number, sortBy: CompetitionSort) =>
  queryOptions({ queryKey: ['sports', 'get-event-comp', id, { sortBy }], queryFn: () => getEventComp(id, sortBy) });

export const useEventComp = (id: number | undefined, sortBy: CompetitionSort) =>
  useQuery({ ...eventCompQuery(id ?? 0, sortBy), enabled: id !== undefined });
