import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, getQueryClient } from './query-client';
import { ApiError } from './client';

describe('Data cache', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('results fresh for 60000 ms; no refetch on window focus, mount or reconnect', () => {
    expect(defaults.queries).toMatchObject({
      staleTime: 60000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('on mount, a query merely old is not fetched again; one invalidated while nothing showed it is', () => {
    const refetchOnMount = defaults.queries!.refetchOnMount as (query: unknown) => boolean;
    const query = (state: { isInvalidated: boolean; dataUpdatedAt: number }) => ({ state }) as never;
    expect(refetchOnMount(query({ isInvalidated: false, dataUpdatedAt: Date.now() - 3_600_000 }))).toBe(false);
    expect(refetchOnMount(query({ isInvalidated: true, dataUpdatedAt: Date.now() }))).toBe(true);
  });

  it('a list invalidated while off screen is fetched when next shown; an old one is not', async () => {
    const client = createQueryClient();
    const BETS = ['betting', 'bets', 'pending'];
    const OLD = ['racing', 'meetings'];
    client.setQueryData(BETS, []);
    client.setQueryData(OLD, [], { updatedAt: Date.now() - 3_600_000 });
    // A bet is placed from the slip while My Bets is not on screen: its list is only marked invalid.
    await client.invalidateQueries({ queryKey: BETS });
    const fetched = (queryKey: string[]) => {
      const fetch = vi.fn(() => Promise.resolve(['fetched']));
      new QueryObserver(client, { queryKey, queryFn: fetch }).subscribe(() => undefined);
      return fetch;
    };
    const bets = fetched(BETS);
    const old = fetched(OLD);
    await vi.waitFor(() => expect(client.getQueryData(BETS)).toEqual(['fetched']));
    expect(bets).toHaveBeenCalledTimes(1);
    expect(old).not.toHaveBeenCalled();
  });

  it('pending queries are also dehydrated', () => {
    const shouldDehydrate = defaults.dehydrate!.shouldDehydrateQuery!;
    expect(shouldDehydrate({ state: { status: 'pending' } } as never)).toBe(true);
  });

  it('a 4xx answer is not retried; a network failure is', () => {
    const retry = defaults.queries!.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError(404, { message: 'Not found', errors: {} }))).toBe(false);
    expect(retry(0, new ApiError(0, { message: 'offline', errors: {} }))).toBe(true);
  });

  it('the page has one query client', () => expect(getQueryClient()).toBe(getQueryClient()));
});
