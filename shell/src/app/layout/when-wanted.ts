import { useState } from 'react';
import { useIdleAfterHydration } from '@wagering/shared/runtime';

/**
 * Whether code kept off the first screen loads now: from the first idle moment after the page has hydrated, or at once
 * when the punter asks for it (`asked`: a tap or focus on its header control, or the flag it opens by), whichever comes
 * first. Once true it stays true, so what has loaded stays mounted.
 */
export function useWhenIdleOrAsked(asked: boolean): boolean {
  const idle = useIdleAfterHydration();
  const [wanted, setWanted] = useState(false);
  if ((idle || asked) && !wanted) setWanted(true);
  return wanted || idle || asked;
}
