/** The time source. Tests and the feed simulator inject their own to drive time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 22, 0, 0, 0)) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(ms: number) {
    this.current = ms;
  }
}
