import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { carryServerData, PAGE_CACHE_MS, refreshServerData } from './server-page';

describe('data the server’s page carried', () => {
  afterEach(() => vi.useRealTimers());

  const RESULTS = ['racing', 'results'];

  /**
   * A browser's query cache holding a page the server rendered at `renderedAt`, answered a moment after, and sent to
   * the browser at once (a fresh page) or `age` ms later (a kept one).
   */
  const servedPage = (renderedAt: number, age = Date.now() - renderedAt) => {
    const server = new QueryClient();
    server.setQueryData(RESULTS, { races: 1 }, { updatedAt: renderedAt + 40 });
    carryServerData(renderedAt, dehydrate(server), renderedAt + age);
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

  it('is kept when the page is fresh, and fetched again when the page was a kept one', async () => {
    const fresh = servedPage(Date.now() - PAGE_CACHE_MS + 1_000);
    refreshServerData(fresh);
    const freshFetches = observe(fresh);

    const kept = servedPage(Date.now() - PAGE_CACHE_MS - 1);
    refreshServerData(kept);
    const keptFetches = observe(kept);
    await vi.waitFor(() => expect(keptFetches).toHaveBeenCalledTimes(1));
    expect(freshFetches).not.toHaveBeenCalled();
  });

  it('is kept however long the browser took to start a page that was fresh when it arrived', async () => {
    // Sent 1 s after its render, live 20 s after it (a slow phone): its data is as fresh as the page was.
    const slow = servedPage(Date.now() - 20_000, 1_000);
    refreshServerData(slow);
    const fetched = observe(slow);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).not.toHaveBeenCalled();
  });

  it('waits for the page to observe its data, which it does as its parts hydrate, after the parcel has mounted', async () => {
    const client = servedPage(Date.now() - 20_000);
    refreshServerData(client);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryCache().find({ queryKey: RESULTS })!.state.fetchStatus).toBe('idle');
    const fetched = observe(client);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });

  it('leaves what the browser fetched itself, and looks at each query once', async () => {
    const client = servedPage(Date.now() - 20_000);
    const next = observe(client, ['racing', 'next']);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    refreshServerData(client);
    const results = observe(client);
    await vi.waitFor(() => expect(results).toHaveBeenCalledTimes(1));
    // A second part of the page observing the same data: nothing more is fetched.
    const again = observe(client);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(next).toHaveBeenCalledTimes(1);
    expect(results).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
  });

  it('fetches what a refresh pulled before the page was live marked stale, even on a fresh page', async () => {
    const client = servedPage(Date.now());
    // The pull: nothing on screen observes the page's data yet, so it is only marked stale, not fetched.
    await client.invalidateQueries();
    expect(client.getQueryCache().find({ queryKey: RESULTS })!.state.isInvalidated).toBe(true);
    refreshServerData(client);
    const fetched = observe(client);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });
});
