import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { speedMap, SETTLINGS } from './speed-map';

const field = fc
  .array(
    fc.record({
      barrier: fc.integer({ min: 1, max: 24 }),
      is_eliminated: fc.boolean(),
      early_speed: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 8 }),
    }),
    { minLength: 1, maxLength: 24 },
  )
  .map((rs) => rs.map((r, i) => ({ ...r, saddle_number: i + 1 })));

describe('the speed map', () => {
  it('one leader whenever a runner with form is still in; none for scratched runners or runners with no form', () => {
    fc.assert(
      fc.property(field, (runners) => {
        const map = speedMap(runners);
        const placed = runners.filter((r) => !r.is_eliminated && r.early_speed !== null);
        expect(map.size).toBe(placed.length);
        expect([...map.values()].filter((s) => s === 'Leader')).toHaveLength(placed.length ? 1 : 0);
        for (const r of runners) if (!placed.includes(r)) expect(map.has(r.saddle_number)).toBe(false);
      }),
    );
  });

  it('a quicker beginner from the same draw never settles behind a slower one', () => {
    fc.assert(
      fc.property(field, (runners) => {
        const map = speedMap(runners.map((r) => ({ ...r, barrier: 1 })));
        const rank = (n: number) => SETTLINGS.indexOf(map.get(n)!);
        const placed = runners.filter((r) => map.has(r.saddle_number));
        for (const a of placed)
          for (const b of placed)
            if (a.early_speed! > b.early_speed!) expect(rank(a.saddle_number)).toBeLessThanOrEqual(rank(b.saddle_number));
      }),
    );
  });

  it('is the same every time it is worked out', () => {
    fc.assert(
      fc.property(field, (runners) => {
        expect(speedMap(runners)).toEqual(speedMap([...runners].reverse()));
      }),
    );
  });
});
