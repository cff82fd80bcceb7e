import { createStore } from 'zustand/vanilla';
import { bus } from '@wagering/shared/bus';
import { betslipStore } from '@wagering/shared/betslip';

/** How many areas show their fallback, by remote (a failed load or a crash); none listed means every area is up. */
const areasDown = createStore<Record<string, number>>(() => ({}));

const shift = (remote: string, by: number) =>
  areasDown.setState((s) => ({ ...s, [remote]: Math.max(0, (s[remote] ?? 0) + by) }));

/** An area of this remote now shows its fallback; the function returned says it no longer does. */
export function markAreaDown(remote: string): () => void {
  shift(remote, 1);
  let done = false;
  return () => {
    if (!done) shift(remote, -1);
    done = true;
  };
}

const isRemoteDown = (remote: string) => (areasDown.getState()[remote] ?? 0) > 0;

const PICK_HIDDEN_MESSAGE =
  'Your selection is saved, but the betslip cannot be shown right now. Try again in a moment.';

/**
 * A price tapped while the betslip remote is down still goes into the betslip store (the slip shows it once the
 * remote is back), but nothing on screen would change: the punter is told with a toast instead.
 */
export function tellWhenPicksHidden(): () => void {
  return betslipStore.subscribe((state, previous) => {
    if (state.legs.length > previous.legs.length && isRemoteDown('betslip'))
      bus.emit('toast', { kind: 'error', message: PICK_HIDDEN_MESSAGE });
  });
}
