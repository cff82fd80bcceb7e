import { useBlackbookStar } from '@wagering/shared/api';
import { StarToggle } from '@wagering/shared/ui';
import type { RaceTypeLetter } from '../types';

/**
 * The star that saves a runner to the punter's Blackbook or takes it out; pressed while saved. A runner is saved by
 * its race type and name, so the star shows pressed on every card the same runner is on.
 */
export function BlackbookToggle({ name, raceType }: { name: string; raceType: RaceTypeLetter }) {
  const star = useBlackbookStar({ kind: 'runner', code: raceType, name });
  return <StarToggle label={`Add ${name} to Blackbook`} {...star} />;
}
