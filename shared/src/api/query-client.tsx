import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@wagering/shared/constants';
import { ApiError } from './client';
import { clearPunterDataOnChange } from './punter-data';

/** A 4xx answer will not change on retry (bad input, not logged in, not found); network and 5xx failures may. */
const retry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3;

/**
 * SPEC 9 data cache: results fresh for 60000 ms; no refetch on window focus, mount or reconnect; pending
 * queries are also dehydrated.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
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

/** Provides the page's query client (or the given one, e.g. a fresh client per test). */
export function QueryProvider({ children, client = getQueryClient() }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
