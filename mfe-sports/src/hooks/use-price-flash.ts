import { useEffect, useRef, useState } from 'react';
import { ODDS_FLASH_MS } from '@wagering/shared/constants';

export type PriceMove = 'up' | 'down' | null;

/** Which way a price last moved, for ODDS_FLASH_MS after it moved; null when it has not moved lately. */
export function usePriceFlash(price: number): PriceMove {
  const previous = useRef(price);
  const [move, setMove] = useState<PriceMove>(null);
  useEffect(() => {
    if (price === previous.current) return;
    setMove(price > previous.current ? 'up' : 'down');
    previous.current = price;
    const timer = setTimeout(() => setMove(null), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return move;
}
