import { describe, expect, it } from 'vitest';
import { brands, contrast, getBrand } from './index';

describe('brands', () => {
  it('has seven interchangeable brands', () => {
    expect(Object.keys(brands)).toHaveLength(7);
  });

  it("gives each brand a phone number of its own from ACMA's numbers kept for fiction (no placeholder a punter could dial)", () => {
    const numbers = Object.values(brands).map((b) => b.phoneNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^1[38]00 975 7(0[7-9]|1[01])$/);
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

  it.each(Object.values(brands).map((b) => [b.key, b] as const))(
    "%s's maintenance text says it is under maintenance, the platform is being boosted, and to email support (SPEC 8)",
    (_key, brand) => {
      expect(brand.maintenanceText).toMatch(/under maintenance/);
      expect(brand.maintenanceText).toMatch(/boost our platform for a better experience/);
      expect(brand.maintenanceText).toContain(`email ${brand.supportEmail}`);
      expect(brand.maintenanceText).toContain(brand.appName);
    },
  );

  it('every brand is out of maintenance in this build, and lists the minimum bet limits as last updated July 2024', () => {
    for (const brand of Object.values(brands)) {
      expect(brand.isMaintenanceMode).toBe(false);
      expect(brand.minimumBetLimitUpdatedAt).toBe('July 2024');
    }
  });

  it('names an unknown brand in its error', () => {
    expect(() => getBrand('nope')).toThrow(/Unknown brand "nope"/);
  });
});
