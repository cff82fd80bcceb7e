import { describe, expect, it, vi } from 'vitest';
import type { CanaryConfig } from '@wagering/contract/canary';
import type { CanaryRequests, CanaryTally } from './canary';
import { canaryWatch, type FailureRow } from './canary-watch';

const trial = { release: { version: '2', entry: '/remotes/mfe-racing/2/mf-manifest.json' }, percent: 10, since: 't0' };
const withCanary: CanaryConfig = { remotes: { racing: { version: '1', entry: '/r/1' } }, canary: { racing: trial } };

/** The web tier's side as the watcher reads it: remotes.json now, and pages served per release. */
function served(canaryPages: number, currentPages: number, config: CanaryConfig = withCanary) {
  const tally: CanaryTally = {
    version: '2',
    since: 't0',
    canary: { visitors: canaryPages, failures: 0 },
    current: { visitors: currentPages, failures: 0 },
  };
  return { config: () => config, tallies: new Map([['racing', tally]]) } as unknown as CanaryRequests;
}
const rows = (canary: number, current: number): FailureRow[] => [
  { remote: 'racing', version: '2', count: canary },
  { remote: 'racing', version: '1', count: current },
  { remote: 'sports', version: '2', count: 1000 },
];

/** A clock the test turns by hand: each tick runs the watcher's check once. */
function handClock() {
  let check: (() => void) | undefined;
  const every = vi.fn((_ms: number, fn: () => void) => {
    check = fn;
    return () => (check = undefined);
  });
  return {
    every,
    tick: () => check?.(),
    get stopped() {
      return check === undefined;
    },
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the canary watcher', () => {
  it('rolls back, with the judge’s reason, a canary failing more than the margin above the current release', async () => {
    const rollBack = vi.fn();
    const saveCounts = vi.fn();
    const watch = canaryWatch({
      canaries: served(20, 180),
      readFailures: async () => rows(5, 0),
      rollBack,
      saveCounts,
    });
    expect(await watch.check()).toEqual(['racing']);
    expect(rollBack).toHaveBeenCalledWith(
      'racing',
      expect.stringMatching(/^canary 5 failures in 20 pages \(25\.0 %\), current 0 in 180/),
    );
    expect(saveCounts.mock.calls[0]![0].racing).toMatchObject({
      canary: { visitors: 20, failures: 5 },
      current: { visitors: 180 },
    });
  });

  it('keeps a canary below its minimum pages, or as good as the current release, and leaves other remotes alone', async () => {
    const rollBack = vi.fn();
    expect(
      await canaryWatch({ canaries: served(19, 180), readFailures: async () => rows(19, 0), rollBack }).check(),
    ).toEqual([]);
    expect(
      await canaryWatch({ canaries: served(40, 360), readFailures: async () => rows(2, 18), rollBack }).check(),
    ).toEqual([]);
    expect(rollBack).not.toHaveBeenCalled();
  });

  it('judges after fewer canary pages when told (the e2e runs, where each page costs a browser seconds)', async () => {
    const rollBack = vi.fn();
    const watch = canaryWatch({
      canaries: served(5, 45),
      readFailures: async () => rows(5, 0),
      rollBack,
      minVisitors: 5,
    });
    expect(await watch.check()).toEqual(['racing']);
  });

  it('counts only the current release’s failures since it first saw the canary', async () => {
    const rollBack = vi.fn();
    let failures = rows(0, 500);
    const canaries = served(20, 180);
    const watch = canaryWatch({ canaries, readFailures: async () => failures, rollBack });
    await watch.check();
    failures = rows(4, 503);
    expect(await watch.check()).toEqual(['racing']);
    expect(canaries.tallies.get('racing')!.current.failures).toBe(3);
  });

  it('asks nothing while no canary runs', async () => {
    const readFailures = vi.fn(async () => rows(0, 0));
    expect(
      await canaryWatch({ canaries: served(0, 0, { remotes: {} }), readFailures, rollBack: vi.fn() }).check(),
    ).toEqual([]);
    expect(readFailures).not.toHaveBeenCalled();
  });

  it('checks on its clock, one check at a time, logs a failed check and tries again, and stops', async () => {
    const clock = handClock();
    const log = vi.fn();
    let answer: () => Promise<FailureRow[]> = async () => {
      throw new Error('API unreachable');
    };
    const rollBack = vi.fn();
    const stop = canaryWatch({
      canaries: served(30, 270),
      readFailures: () => answer(),
      rollBack,
      every: clock.every,
      log,
    }).start(15_000);
    expect(clock.every).toHaveBeenCalledWith(15_000, expect.any(Function));
    clock.tick();
    await settle();
    expect(log).toHaveBeenCalledWith('canary check failed: Error: API unreachable');
    answer = async () => rows(30, 0);
    clock.tick();
    await settle();
    await settle();
    expect(rollBack).toHaveBeenCalledTimes(1);
    stop();
    expect(clock.stopped).toBe(true);
  });
});
