import { useEffect, useRef, useState } from 'react';
import { ODDS_FLASH_MS } from '@wagering/shared/constants';

export type Flash = 'up' | 'down' | null;

/** Flashes up (higher) or down (lower) for 2 seconds when the value changes. */
export function useOddsFlash(value: number | null | undefined): Flash {
  const previous = useRef(value);
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || before === null || value === undefined || value === null || before === value) return;
    setFlash(value > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}
