import { describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { carryServerData, refreshServerData } from './server-page';
import { PAGE_STALE_MS } from '@wagering/shared/constants';

describe('data the server’s page carried', () => {
  const RESULTS = ['racing', 'results'];

  /** A browser's query cache holding a page the server rendered at `renderedAt` and answered a moment after. */
  const servedPage = (renderedAt: number) => {
    const server = new QueryClient();
    server.setQueryData(RESULTS, { races: 1 }, { updatedAt: renderedAt + 40 });
    carryServerData(dehydrate(server));
    const browser = new QueryClient();
    browser.setQueryData(RESULTS, { races: 1 }, { updatedAt: renderedAt + 40 });
    return browser;
  };
  /** The page observing a query, as its useQuery does (no fetch on mount, SPEC 9); counts the fetches. */
  const observe = (client: QueryClient, queryKey = RESULTS) => {
    const fetched = vi.fn(() => Promise.resolve({ races: 2 }));
    new QueryObserver(client, { queryKey, queryFn: fetched, refetchOnMount: false }).subscribe(() => undefined);
    return fetched;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('is not fetched again when the page was a kept one: at most 30 s old, fresh by SPEC 9’s 60 s', async () => {
    const kept = servedPage(Date.now() - PAGE_STALE_MS);
    refreshServerData(kept);
    const fetched = observe(kept);
    await settle();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('fetches what a refresh pulled before the page was live marked stale, once the page observes it', async () => {
    const client = servedPage(Date.now());
    // The pull: nothing on screen observes the page's data yet, so it is only marked stale, not fetched.
    await client.invalidateQueries();
    expect(client.getQueryCache().find({ queryKey: RESULTS })!.state.isInvalidated).toBe(true);
    // The page goes live after its parcel has mounted: its parts hydrate, and observe their data, later.
    refreshServerData(client);
    await settle();
    expect(client.getQueryCache().find({ queryKey: RESULTS })!.state.fetchStatus).toBe('idle');
    const fetched = observe(client);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });

  it('leaves what the browser fetched itself since, and looks at each query once', async () => {
    const client = servedPage(Date.now());
    await client.invalidateQueries();
    // The browser answered the results again before the page observed them: nothing left to refresh.
    client.setQueryData(RESULTS, { races: 2 });
    refreshServerData(client);
    const results = observe(client);
    const again = observe(client);
    await settle();
    expect(results).not.toHaveBeenCalled();
    expect(again).not.toHaveBeenCalled();
  });
});
