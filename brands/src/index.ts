import type { BrandConfig, GlobalConfig } from './types';
import { brand as aurora } from './brands/aurora';
import { brand as ironbark } from './brands/ironbark';
import { brand as kestrel } from './brands/kestrel';
import { brand as lumen } from './brands/lumen';
import { brand as redgum } from './brands/redgum';
import { brand as saltbush } from './brands/saltbush';
import { brand as tidewater } from './brands/tidewater';

export type { BrandConfig, GlobalConfig, Palette } from './types';
export type { ClockFormat } from '@wagering/contract/format';
export { contrast, mix } from './palette';

/** The seven interchangeable brands. Only one is active in a build (BRAND at build time). */
export const brands: Record<string, BrandConfig> = { aurora, ironbark, kestrel, lumen, redgum, saltbush, tidewater };

export const DEFAULT_BRAND = 'aurora';

export function getBrand(key: string = DEFAULT_BRAND): BrandConfig {
  const brand = brands[key];
  if (!brand) throw new Error(`Unknown brand "${key}". Choose one of: ${Object.keys(brands).join(', ')}`);
  return brand;
}

/** SPEC "Global configuration" defaults for a build. */
export function globalConfig(brand: string, overrides: Partial<GlobalConfig> = {}): GlobalConfig {
  return {
    brand,
    currentEnv: 'prod',
    isWebview: false,
    darkModeEnabled: false,
    recaptchaSiteKey: '',
    mapsKey: '',
    searchKey: '',
    // No rug images are deployed: the race card draws each rug in its box colours (SPEC-CHOICES, "Greyhound rugs").
    greyhoundSilkPath: '',
    ...overrides,
  };
}
