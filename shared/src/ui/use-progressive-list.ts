import { startTransition, useEffect, useState } from 'react';

/**
 * A long list shown in chunks: the first `first` items at once (what a screen shows), then `step` more per
 * transition until all are there. React yields between transitions, so a list of hundreds of rows never blocks a
 * tap or a scroll for longer than a chunk takes (no long task), and the first screen paints without waiting for the
 * rest.
 */
export function useProgressiveList<T>(items: T[], first = 8, step = 16): T[] {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    // After this chunk has painted: a timer, not a microtask, so the browser gets the frame in between.
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)));
    return () => clearTimeout(timer);
  }, [complete, count, step]);
  return complete ? items : items.slice(0, count);
}
