import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';

/** SPEC 9: next-to-jump sports count defaults to 10. */
export const UPCOMING_MATCHES_COUNT = 10;

/** GET /sports/get-upcoming-matches?count[&sport_code]: the next matches to start, optionally of one sport. */
const getUpcomingMatches = async (count: number, sportCode?: string) =>
  (await api.GET('/sports/get-upcoming-matches', { params: { query: { count, sport_code: sportCode } } })).data;

export const upcomingMatchesQuery = (count = UPCOMING_MATCHES_COUNT, sportCode?: string) =>
  queryOptions({
    queryKey: ['sports', 'get-upcoming-matches', { count, sportCode: sportCode ?? null }],
    queryFn: () => getUpcomingMatches(count, sportCode),
  });

export const useUpcomingMatches = (count = UPCOMING_MATCHES_COUNT, sportCode?: string) =>
  useQuery(upcomingMatchesQuery(count, sportCode));
