import { createContext, useContext, useEffect, useState } from 'react';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { SERVER_RENDERED } from '@wagering/shared/runtime';

/** When each query the server's page carried was answered. */
let carried: Map<string, number> | undefined;

/** Kept by bootstrap as it puts the server's data in the query cache, for refreshServerData. */
export function carryServerData(data: DehydratedState): void {
  carried = new Map(data.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
}

/**
 * Once the server's page is live, a refresh the punter pulled before it was (which could only mark its queries stale,
 * none being on screen to fetch) is done: its queries do not refetch on mount (SPEC 9). Each query is looked at once,
 * when the page first observes it (its parts hydrate in a transition, after the parcel has mounted); what the browser
 * has fetched since is left alone. A kept page's data (at most 30 s old, page-cache.ts) is not fetched again: it is
 * fresh by SPEC 9's 60 s, as a page reached by a link is, and the live stream patches it from then on.
 */
export function refreshServerData(queryClient: QueryClient): void {
  const answeredAt = carried;
  carried = undefined;
  if (!answeredAt?.size) return;
  const cache = queryClient.getQueryCache();
  const look = (query: Query) => {
    if (!query.getObserversCount() || !answeredAt.has(query.queryHash)) return;
    const due = answeredAt.get(query.queryHash) === query.state.dataUpdatedAt && query.state.isInvalidated;
    answeredAt.delete(query.queryHash);
    if (!answeredAt.size) stopLooking();
    if (due) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  };
  const stopLooking = cache.subscribe((event) => event.type === 'observerAdded' && look(event.query));
  cache.getAll().forEach(look);
}

/** On the server: each page remote's HTML, rendered from its server build, by remote name (shell/src/app/server/render-html.tsx). */
export const ServerPages = createContext<Record<string, string> | null>(null);

/** Whether the page is hydrating the server's HTML (bootstrap.tsx says so before its first render). */
let hydrating = false;
export function hydratingServerHtml(value: boolean): void {
  hydrating = value;
}

let claimed = false;

/**
 * The HTML of a page remote's content that the server rendered into this page: on the server, what it rendered; in
 * the browser, what the server sent, read from the page while it hydrates (a page reached by a link later, or a page
 * the browser draws anew instead of hydrating it, renders in the browser as before). Undefined when the server left
 * the page to the browser. Read in render but claimed once committed: React may render a hydrating page more than once
 * before it commits (a tap during hydration restarts the work), and every attempt must get the same HTML.
 */
export function useServerPageHtml(remote: string): string | undefined {
  const pages = useContext(ServerPages);
  const [html] = useState(() => {
    if (pages) return pages[remote];
    if (!hydrating || claimed) return undefined;
    return document.querySelector(`[data-parcel="${CSS.escape(remote)}"]:has(> [${SERVER_RENDERED}])`)?.innerHTML;
  });
  useEffect(() => {
    if (html !== undefined) claimed = true;
  }, [html]);
  return html;
}
