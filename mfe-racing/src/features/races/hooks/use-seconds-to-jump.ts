import { useEffect, useState } from 'react';
import { countdownTicks } from '@wagering/shared/format';
import { useRenderNow } from '@wagering/shared/runtime';

const secondsUntil = (jumpAt: number, now = Date.now()) => Math.max(0, Math.round((jumpAt - now) / 1000));

/**
 * Seconds to the jump, ticking each second under an hour. Beyond an hour the text is a clock time that does not
 * change, so the hook only wakes when the race crosses into the last hour.
 */
export function useSecondsToJump(jumpAt: number): number {
  // The first value at the page's render time, so the browser hydrates the second the server drew.
  const renderNow = useRenderNow();
  const [seconds, setSeconds] = useState(() => secondsUntil(jumpAt, renderNow()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const s = secondsUntil(jumpAt);
      setSeconds(s);
      if (s <= 0) return;
      const wait = countdownTicks(s) ? 1000 - (Date.now() % 1000) || 1000 : (s - 3599) * 1000;
      timer = setTimeout(tick, Math.min(wait, 2_147_000_000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [jumpAt]);
  return seconds;
}
