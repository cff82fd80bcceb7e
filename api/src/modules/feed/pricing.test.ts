import { describe, expect, it } from 'vitest';
import { rngFor } from '../../lib/rng';
import { drawFinish, moveRunners, priceRace, raceDividends, topKProbabilities } from './pricing';
import { daySchedule } from './schedule';

describe('feed pricing', () => {
  const probs = [0.4, 0.25, 0.15, 0.1, 0.05, 0.03, 0.02];

  it('fixed win odds carry a realistic overround', () => {
    const book = priceRace(
      probs,
      probs.map(() => null),
    ).reduce((a, p) => a + 1 / p!.odds.FWIN, 0);
    expect(book).toBeGreaterThan(1.1);
    expect(book).toBeLessThan(1.2);
  });

  it('top-k probabilities sum to k across the field', () => {
    const top = topKProbabilities(probs, 3);
    expect(top.reduce((a, t) => a + t[2], 0)).toBeCloseTo(3, 6);
    expect(top[0][0]).toBeCloseTo(0.4, 9);
  });

  it('a scratched runner has no prices; TF never falls below an earlier top fluctuation', () => {
    const prices = priceRace([0.5, 0, 0.5], [null, null, 99]);
    expect(prices[1]).toBeNull();
    expect(prices[2]!.odds.TF).toBe(99);
  });

  it('a market moves one runner at a time, each by its chance, and its chances still sum to 1', () => {
    const rng = rngFor('t');
    const still = moveRunners(probs, rng, 0);
    expect(still.moved.some(Boolean)).toBe(false);
    expect(still.probs).toEqual(probs);
    const all = moveRunners([...probs, 0], rng, 1);
    expect(all.moved).toEqual([...probs.map(() => true), false]);
    expect(all.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Over many stretches each runner moves in about the share of them its chance says.
    const moves = Array.from({ length: 2000 }, () => moveRunners(probs, rng, 0.05).moved.filter(Boolean).length);
    const perRunner = moves.reduce((a, b) => a + b, 0) / (2000 * probs.length);
    expect(perRunner).toBeGreaterThan(0.04);
    expect(perRunner).toBeLessThan(0.06);
  });

  it('a run race has every tote dividend for its placegetters', () => {
    const order = drawFinish(probs, rngFor('race'));
    expect(new Set(order).size).toBe(probs.length);
    const saddles = probs.map((_, i) => i + 1);
    const divs = raceDividends(probs, order, saddles);
    expect(divs.filter((d) => d.dividend_code === 'PTX')).toHaveLength(2);
    expect(divs.find((d) => d.dividend_code === 'Trifecta')!.selections).toBe(
      order
        .slice(0, 3)
        .map((i) => i + 1)
        .join('-'),
    );
  });

  it('the same seed gives the same day; a race jumps every 150 seconds with 8 lanes', () => {
    const a = daySchedule('s', '2026-11-22');
    expect(daySchedule('s', '2026-11-22')).toEqual(a);
    const starts = a.races
      .filter((r) => !a.meetings.find((m) => m.meeting_id === r.meeting_id)!.is_futures)
      .map((r) => Date.parse(r.start_time))
      .sort((x, y) => x - y);
    const gaps = new Set(starts.slice(1).map((s, i) => s - starts[i]));
    expect([...gaps]).toEqual([150_000]);
    expect(new Set(a.meetings.map((m) => m.race_type))).toEqual(new Set(['T', 'H', 'G']));
    expect(a.meetings.some((m) => m.is_australian) && a.meetings.some((m) => !m.is_australian)).toBe(true);
    // Two whole days with every runner's form (issue 39): about 2 s on a busy 2-core machine, over vitest's default 5 s.
  }, 30_000);
});
