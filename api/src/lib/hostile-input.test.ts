import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './hostile-input';

/** How many arrays and objects a value opens inside each other (a test oracle; test values are shallow). */
const depthOf = (v: unknown): number =>
  v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;

describe('nestsDeeperThan', () => {
  it('agrees with the nesting of the parsed value, whatever the strings hold (brackets, quotes, escapes)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        expect(nestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 500 },
    );
  });

  it('reads 50,000 nested [ in one pass', () => {
    const text = '['.repeat(50_000) + ']'.repeat(50_000);
    const started = performance.now();
    expect(nestsDeeperThan(text, 32)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
