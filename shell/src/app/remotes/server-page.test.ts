import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PAGE_CACHE_MS, refreshOldServerData } from './server-page';

describe('data the server’s page carried', () => {
  afterEach(() => vi.useRealTimers());

  const pageData = (renderedAt: number) => {
    const client = new QueryClient();
    client.setQueryData(['racing', 'results'], { races: 1 }, { updatedAt: renderedAt - 1_000 });
    return client;
  };
  const invalidated = (client: QueryClient) =>
    client.getQueryCache().find({ queryKey: ['racing', 'results'] })!.state.isInvalidated;

  it('is kept when the page is fresh, and fetched again when the page was a kept one', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const fresh = pageData(Date.now() - PAGE_CACHE_MS);
    refreshOldServerData(Date.now() - PAGE_CACHE_MS, fresh);
    expect(invalidated(fresh)).toBe(false);

    const kept = pageData(Date.now() - PAGE_CACHE_MS - 1);
    refreshOldServerData(Date.now() - PAGE_CACHE_MS - 1, kept);
    expect(invalidated(kept)).toBe(true);
  });

  it('leaves what the browser fetched itself after the render', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const renderedAt = Date.now() - 20_000;
    const client = pageData(renderedAt);
    client.setQueryData(['racing', 'next'], [], { updatedAt: renderedAt + 10_000 });
    refreshOldServerData(renderedAt, client);
    expect(invalidated(client)).toBe(true);
    expect(client.getQueryCache().find({ queryKey: ['racing', 'next'] })!.state.isInvalidated).toBe(false);
  });
});
