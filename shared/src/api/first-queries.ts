import type { QueryKey } from '@tanstack/react-query';

/** A query as a remote's page makes it (what `queryOptions` returns): its key and its fetcher. */
export interface FirstQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/**
 * A page remote's first queries by route pattern (its package.json's `firstCalls`, as query options: the same keys
 * and fetchers its pages use), each made from the route's `:name` segments.
 */
type FirstQueriesByRoute = Record<string, (params: Record<string, string>) => FirstQuery[]>;

/** The `:name` segments of a path that matches a route pattern ("/racing/race/:meetingId/:eventId"), else undefined. */
function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const parts = pattern.split('/');
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

/**
 * What a remote's server build exports as `firstQueries`: the queries a path's page makes first, so the server fetches
 * them and renders the page once; undefined for a path with none declared.
 */
export const firstQueriesOf =
  (routes: FirstQueriesByRoute) =>
  (pathname: string): FirstQuery[] | undefined => {
    for (const [pattern, queries] of Object.entries(routes)) {
      const params = routeParams(pattern, pathname);
      if (params) return queries(params);
    }
    return undefined;
  };
