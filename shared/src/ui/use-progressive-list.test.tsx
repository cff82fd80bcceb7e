import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rows = Array.from({ length: 50 }, (_, i) => i);
  /** Lets every chunk render: each one's timer is set only once the previous chunk has committed. */
  const renderEveryChunk = async () => {
    while (vi.getTimerCount()) await act(async () => void vi.runOnlyPendingTimers());
  };

  it('shows the first chunk at once, then a step more after each paint, until every item is there', async () => {
    const { result } = renderHook(() => useProgressiveList(rows, 8, 16));
    expect(result.current).toEqual(rows.slice(0, 8));
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(result.current).toHaveLength(24);
    await renderEveryChunk();
    expect(result.current).toEqual(rows);
  });

  it('a short list is shown whole, with nothing scheduled', () => {
    const { result } = renderHook(() => useProgressiveList(rows.slice(0, 5), 8));
    expect(result.current).toEqual(rows.slice(0, 5));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a list that grows while shown keeps going to its new end', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 8, 16), {
      initialProps: { items: rows.slice(0, 10) },
    });
    await renderEveryChunk();
    expect(result.current).toHaveLength(10);
    rerender({ items: rows });
    await renderEveryChunk();
    expect(result.current).toEqual(rows);
  });
});
