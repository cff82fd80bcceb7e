import { describe, expect, it } from 'vitest';
import { createQueryClient, getQueryClient } from './query-client';
import { ApiError } from './client';

describe('Data cache', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('results fresh for 60000 ms; no refetch on window focus, mount or reconnect', () => {
    expect(defaults.queries).toMatchObject({
      staleTime: 60000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
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
