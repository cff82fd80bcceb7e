import { describe, expect, it } from 'vitest';
import { daySchedule } from './schedule';
import { animal, STABLE_SIZE } from './stable';

const SEED = 'stable-test';
const days = ['2026-11-27', '2026-11-28', '2026-11-29'];
const schedules = days.map((day) => daySchedule(SEED, day));
const runners = schedules.flatMap((s) => s.runners);

describe("the feed's runners have identities", () => {
  it('a runner keeps its name in every race it runs, on every day', () => {
    const names = new Map<string, string>();
    for (const r of runners) {
      expect(names.get(r.runner_id) ?? r.runner_name, r.runner_id).toBe(r.runner_name);
      names.set(r.runner_id, r.runner_name);
    }
    // Horses come back: some run on more than one of the days.
    const days = new Map<string, Set<string>>();
    schedules.forEach((s, d) =>
      s.runners.forEach((r) => days.set(r.runner_id, (days.get(r.runner_id) ?? new Set()).add(`${d}`))),
    );
    expect([...days.values()].filter((d) => d.size > 1).length).toBeGreaterThan(100);
  });

  it('no animal runs twice on one day, so none twice in a race', () => {
    for (const s of schedules) {
      const regular = s.runners.filter(
        (r) => !s.meetings.find((m) => m.meeting_id === Math.floor(r.event_id / 100))?.is_futures,
      );
      expect(new Set(regular.map((r) => r.runner_id)).size).toBe(regular.length);
    }
  });

  it('namesakes are different animals with different identities', () => {
    const byName = new Map<string, Set<string>>();
    for (const r of runners) byName.set(r.runner_name, (byName.get(r.runner_name) ?? new Set()).add(r.runner_id));
    expect([...byName.values()].some((ids) => ids.size > 1)).toBe(true);
  });

  it('an animal is the same on every process: its name comes from the seed and its identity', () => {
    expect(animal(SEED, 'T', true, STABLE_SIZE - 1)).toEqual(animal(SEED, 'T', true, STABLE_SIZE - 1));
    expect(animal(SEED, 'G', false, 0).runner_id).toBe('G-INT-1');
  });
});
