import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { getBrand, globalConfig, type ClockFormat } from '@wagering/brands';
import { initBrand } from './brand-store';
import { useFormatDate } from './use-format-date';

const at = new Date(2026, 10, 22, 15, 5);

/** The hook's answer with the active brand's clock set to `clock` (unset: the brand says nothing). */
function formattedWith(clock: ClockFormat | undefined) {
  const brand = { ...getBrand(), clockFormat: clock };
  initBrand(brand, globalConfig(brand.key));
  const { result } = renderHook(() => useFormatDate());
  return [result.current(at, 'time'), result.current(at, 'dayDateTime')];
}

describe("useFormatDate: every remote tells the time in the brand's clock", () => {
  it('12-hour when the brand says so or says nothing', () => {
    expect(formattedWith('12h')).toEqual(['3:05 PM', 'Sun 22 Nov, 3:05 PM']);
    expect(formattedWith(undefined)).toEqual(['3:05 PM', 'Sun 22 Nov, 3:05 PM']);
  });
  it('24-hour when the brand says so', () => {
    expect(formattedWith('24h')).toEqual(['15:05', 'Sun 22 Nov, 15:05']);
  });
});
