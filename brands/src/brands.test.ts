import { describe, expect, it } from 'vitest';
import { brands, contrast, getBrand } from './index';

describe('brands', () => {
  it('has seven interchangeable brands', () => {
    expect(Object.keys(brands)).toHaveLength(7);
  });

  it.each(Object.values(brands).flatMap((b) => (['light', 'dark'] as const).map((mode) => [b.key, mode] as const)))(
    '%s %s palette keeps text readable (WCAG AA 4.5:1)',
    (key, mode) => {
      const p = getBrand(key).palettes[mode];
      for (const [fg, bg] of [
        [p.text, p.background],
        [p.text, p.surface],
        [p.textMuted, p.surface],
        [p.textMuted, p.surfaceAlt],
        [p.onPrimary, p.primary],
        [p.onAccent, p.accent],
        [p.onHeader, p.header],
        [p.error, p.surface],
        [p.success, p.surface],
        [p.primary, p.surface],
      ]) {
        expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('names an unknown brand in its error', () => {
    expect(() => getBrand('nope')).toThrow(/Unknown brand "nope"/);
  });
});
