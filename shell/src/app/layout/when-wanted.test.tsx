import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useWhenIdleOrAsked } from './when-wanted';

/** requestIdleCallback under the test's control: `idle()` is the browser's first idle moment. */
function controlIdle() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => act(() => waiting.splice(0).forEach((callback) => callback({} as IdleDeadline)));
}

describe('code kept off the first screen (the header controls’ remotes)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits while the browser is busy and nobody asks', () => {
    controlIdle();
    const { result } = renderHook(() => useWhenIdleOrAsked(false));
    expect(result.current).toBe(false);
  });

  it('loads at the first idle moment after hydration', () => {
    const idle = controlIdle();
    const { result } = renderHook(() => useWhenIdleOrAsked(false));
    idle();
    expect(result.current).toBe(true);
  });

  it('loads at once when the punter asks (a tap or focus), with the browser still busy', () => {
    controlIdle();
    const { result, rerender } = renderHook(({ asked }) => useWhenIdleOrAsked(asked), {
      initialProps: { asked: false },
    });
    rerender({ asked: true });
    expect(result.current).toBe(true);
  });

  it('stays loaded once asked, when the ask is over (the modal or drawer closed)', () => {
    controlIdle();
    const { result, rerender } = renderHook(({ asked }) => useWhenIdleOrAsked(asked), {
      initialProps: { asked: true },
    });
    rerender({ asked: false });
    expect(result.current).toBe(true);
  });
});
