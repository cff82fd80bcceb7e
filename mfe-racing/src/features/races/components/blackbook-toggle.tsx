import { useBlackbookStar } from '@wagering/shared/api';
import { StarToggle } from '@wagering/shared/ui';
import type { RaceTypeLetter, Runner } from '../types';

/**
 * The star that saves a runner to the punter's Blackbook or takes it out; pressed while saved. A runner is followed
 * by its identity in the feed, so the star shows pressed on every card the same horse is on, and not on a namesake's.
 */
export function BlackbookToggle({
  runner,
  raceType,
}: {
  runner: Pick<Runner, 'runner_id' | 'runner_name'>;
  raceType: RaceTypeLetter;
}) {
  const name = runner.runner_name;
  const star = useBlackbookStar({ kind: 'runner', code: raceType, name, runner_id: runner.runner_id });
  return <StarToggle label={`Add ${name} to Blackbook`} {...star} />;
}
