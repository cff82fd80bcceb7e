import { QueryClient, defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@wagering/shared/constants';
import { ApiError } from './client';
import { clearPunterDataOnChange } from './punter-data';

/** A 4xx answer will not change on retry (bad input, not logged in, not found); network and 5xx failures may. */
const retry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3;

/**
 * SPEC 9's "no refetch on mount" for data that is merely old; but a query marked invalid (a bet placed, a pull to
 * refresh) while nothing showed it is fetched when it is next shown: an invalidation reaches only the queries on
 * screen, so My Bets reached by a link after a bet would otherwise show the list from before it.
 */
const refetchOnMount = (query: Query) => query.state.isInvalidated;

/**
 * SPEC 9 data cache: results fresh for 60000 ms; no refetch on window focus or reconnect, nor on mount unless
 * invalidated; pending queries are also dehydrated.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnMount,
        refetchOnReconnect: false,
        retry,
      },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one query client (this module is a Module Federation singleton, so every React root shares it). It
 * forgets a punter's data as soon as the session's punter changes (punter-data.ts).
 */
export function getQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    clearPunterDataOnChange(pageClient);
  }
  return pageClient;
}
